import type { Config } from '../../config.ts';
import { createLocalStorage, type LocalStorage } from './local-storage.ts';
import { createStorage, type Storage } from './storage.ts';

/** The app's file storage: our own disk always (it serves older files), plus S3 when configured. */
export interface AppStorage {
  local: LocalStorage;
  /** Where new uploads go: S3 with S3_* settings, else `local`. */
  active: Storage;
}

export async function createAppStorage(config: Config, sessionSecret: string): Promise<AppStorage> {
  const local = createLocalStorage({ dataDir: config.dataDir, sessionSecret });
  return { local, active: await createStorage(config, local) };
}
