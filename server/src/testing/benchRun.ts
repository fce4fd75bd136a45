import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from '../app.ts';
import type { AppConfig } from '../config/appConfig.ts';
import type { Db } from '../db/database.ts';
import { percentile } from './openLoopLoad.ts';

/** A report's table row of timings in ms: its name, p50, p95, the slowest, and any more cells. */
export function latencyRow(name: string, times: readonly number[], ...more: string[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const figures = [percentile(sorted, 50), percentile(sorted, 95), sorted[sorted.length - 1]];
  return `| ${[name, ...figures.map((t) => t.toFixed(1)), ...more].join(' | ')} |`;
}

/**
 * The portal API as a bench command runs it: on `db`, with a fresh token secret, quiet, on a
 * port of its own.
 */
export async function startBenchApp(db: Db, config: Partial<AppConfig> = {}) {
  const tokenSecret = new Uint8Array(randomBytes(32));
  const app = await buildApp({
    db,
    config: {
      tokenSecret,
      firebaseProjectId: 'demo-portal',
      allowedOrigins: [],
      devRoutesEnabled: false,
      logLevel: 'silent',
      ...config,
    },
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, base, tokenSecret };
}

/** Writes a bench section to `reports/<name>.md` and prints it for the bench run to collect. */
export function writeBenchReport(name: string, lines: readonly string[]): void {
  const reports = join(import.meta.dirname, '..', '..', '..', 'reports');
  mkdirSync(reports, { recursive: true });
  writeFileSync(join(reports, `${name}.md`), `${lines.join('\n')}\n`);
  console.log(lines.join('\n'));
}
