import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess, type StartedServer } from './server-process.ts';

/** The built web app served by the real server on a throwaway data directory. */
export async function withWebServer<T>(run: (server: StartedServer) => Promise<T>): Promise<T> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ronda-bench-web-'));
  await fs.chmod(dataDir, 0o755);
  // Every page load of a bench comes from 127.0.0.1, dozens a minute: at the real per-address
  // limits the pages' web-vitals beacons were refused (429), which Lighthouse scored as console
  // errors (best practices 96 in random runs). A visitor loads a page or two a minute.
  const server = await startServerProcess({ DATA_DIR: dataDir, RATE_LIMIT_MULTIPLIER: '100' });
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
