import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess, type StartedServer } from './server-process.ts';

/** The built web app served by the real server on a throwaway data directory. */
export async function withWebServer<T>(run: (server: StartedServer) => Promise<T>): Promise<T> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ronda-bench-web-'));
  await fs.chmod(dataDir, 0o755);
  const server = await startServerProcess({ DATA_DIR: dataDir });
  try {
    return await run(server);
  } finally {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];
