import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { EntityState, Scene } from '@portal/contracts';

/** What a controller keeps on disk. */
export interface StoredHome {
  entities: EntityState[];
  scenes: Scene[];
  /** Brightness or fan speed to come back to, by entity. */
  levels: Record<string, number>;
}

/**
 * One controller's JSON file. Saves are coalesced: at most one write is under way, and the
 * latest state is written after it, so a burst of changes costs two writes, not one each.
 */
export class HomeStore {
  private readonly file: string;
  private pending: (() => StoredHome) | null = null;
  private writing: Promise<void> | null = null;

  constructor(dataDir: string, systemId: string) {
    mkdirSync(dataDir, { recursive: true });
    this.file = join(dataDir, `${systemId}.json`);
  }

  /** The stored home, or null when there is none (or it cannot be read). */
  load(): StoredHome | null {
    if (!existsSync(this.file)) return null;
    try {
      const stored = JSON.parse(readFileSync(this.file, 'utf8')) as Partial<StoredHome>;
      if (!Array.isArray(stored.entities) || !Array.isArray(stored.scenes)) return null;
      return { entities: stored.entities, scenes: stored.scenes, levels: stored.levels ?? {} };
    } catch (error) {
      console.warn(`Ignoring the unreadable ${this.file}: ${String(error)}`);
      return null;
    }
  }

  /** Writes the home soon; `snapshot` is read when the write starts. */
  save(snapshot: () => StoredHome): void {
    this.pending = snapshot;
    if (!this.writing) this.writing = this.writeAll();
  }

  /** Resolves when everything saved so far is on disk. */
  async flush(): Promise<void> {
    while (this.writing) await this.writing;
  }

  private async writeAll(): Promise<void> {
    try {
      while (this.pending) {
        const snapshot = this.pending;
        this.pending = null;
        await this.writeAtomically(JSON.stringify(snapshot(), null, 2));
      }
    } catch (error) {
      console.error(`Could not save ${this.file}: ${String(error)}`);
    } finally {
      this.writing = null;
    }
  }

  /** A reader (or a crash) never sees half a file: the new one replaces the old in one step. */
  private async writeAtomically(text: string): Promise<void> {
    const temporary = `${this.file}.tmp`;
    await writeFile(temporary, text);
    await rename(temporary, this.file);
  }
}
