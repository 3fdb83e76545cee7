import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from './server-process.ts';

/** Cold start (initdb + migrate + seed), warm start (existing data) and clean shutdown times. */
export async function benchStartup(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ronda-bench-start-'));
  await fs.chmod(dataDir, 0o755);
  try {
    const rows: Array<[string, number, number]> = [];
    for (const label of [
      'cold (first start: initdb, migrate, seed)',
      'warm 1',
      'warm 2',
      'warm 3',
    ]) {
      const server = await startServerProcess({ DATA_DIR: dataDir });
      const { msToExit, code } = await server.stop();
      if (code !== 0) throw new Error(`server exited with ${code}`);
      rows.push([label, server.msToListen, msToExit]);
    }
    process.stdout.write(
      'start                                         listen (ms)  shutdown (ms)\n',
    );
    for (const [label, listen, exit] of rows) {
      process.stdout.write(
        `${label.padEnd(46)}${listen.toFixed(0).padStart(11)}${exit.toFixed(0).padStart(15)}\n`,
      );
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
