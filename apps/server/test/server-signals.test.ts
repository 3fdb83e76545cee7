import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * The server under npm (npm → sh → node), in a process group of its own, signalled the
 * way systemd, Docker and Kubernetes (SIGTERM) or a terminal (Ctrl-C, SIGINT) do: to the whole
 * group. npm exits at once, so the server is orphaned mid-stop (and hears the signal again when
 * something in between passes it on); it must still stop in order and leave nothing behind. The
 * workspace script runs `node src/main.ts` itself (Node 24 strips the types), with no CLI in
 * between that relays signals.
 */
describe('issue 18 a signal to the whole process group stops the server in order', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ronda-signals-'));
    // Reachable by the 'postgres' OS user, so the cluster stays in DATA_DIR.
    await fs.chmod(dataDir, 0o755);
  });
  afterAll(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  async function runAndSignal(signal: 'SIGTERM' | 'SIGINT') {
    const child = spawn('npm', ['run', 'start', '-w', '@ronda/server', '--silent'], {
      cwd: root,
      detached: true,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        PORT: '0',
        // The demo company and its simulated phones: a stop with real work to finish.
        SEED_DEMO: 'true',
        LOG_FORMAT: 'json',
        LOG_LEVEL: 'info',
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    // 'close' waits for every holder of the pipes, the server too, not just npm.
    const closed = new Promise<void>((resolve) => child.on('close', () => resolve()));
    const deadline = Date.now() + 90_000;
    while (!/Ronda is running at (\S+)/.test(output)) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(output);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const url = /Ronda is running at (\S+)/.exec(output)?.[1] ?? '';
    expect((await fetch(`${url}/api/ready`)).status).toBe(200);
    process.kill(-(child.pid ?? 0), signal);
    await closed;
    return output;
  }

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`${signal} to the group: requests and jobs finish, PostgreSQL stops, exit 0, no lock left`, async (context) => {
      const output = await runAndSignal(signal);
      context.onTestFailed(() => {
        process.stderr.write(`\n--- npm start:\n${output}\n`);
      });
      expect(output).toContain(`"reason":"${signal}"`);
      const left = await fs.readdir(dataDir);
      expect(left).not.toContain('ronda.lock');
      expect(await fs.readdir(path.join(dataDir, 'postgres'))).not.toContain('postmaster.pid');
      expect(output).not.toContain('exiting without waiting');
      expect(output).not.toContain('shutdown failed');
      expect(output).toContain('stopped cleanly');
    }, 120_000);
  }
});
