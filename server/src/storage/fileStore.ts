import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Where uploaded files live; a community that runs several API machines plugs in shared storage. */
export interface FileStore {
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

const KEY = /^[a-z0-9-]{1,64}(\/[a-z0-9-]{1,64})?$/;

function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Invalid file key: ${key}`);
  return key;
}

/** The default store: a folder on this machine (in the portal's data folder). */
export function folderFileStore(folder: string): FileStore {
  const pathOf = (key: string) => join(folder, checkedKey(key));
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(join(path, '..'), { recursive: true });
      await writeFile(path, bytes);
    },
    async get(key) {
      return readFile(pathOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/** The uploads folder inside a portal data folder. */
export function uploadsStoreIn(dataDir: string): FileStore {
  return folderFileStore(join(dataDir, 'uploads'));
}
