import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError } from './data-dir-lock.ts';

const log = pino({ level: 'silent' });

describe('data directory lock', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ronda-lock-'));
  });
  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('refuses a second holder while a live Node process holds the lock', async () => {
    // Another node process stands in for a second server holding the directory.
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      await fs.writeFile(path.join(dir, 'ronda.lock'), JSON.stringify({ pid: other.pid }));
      await expect(acquireDataDirLock(dir, log)).rejects.toBeInstanceOf(DataDirInUseError);
      await expect(acquireDataDirLock(dir, log)).rejects.toThrow(
        `Another Ronda server (process ${other.pid}) is already using the data directory ${dir}`,
      );
    } finally {
      other.kill();
    }
  });

  it('takes over a lock whose process is gone, and releases only its own lock', async () => {
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.on('exit', resolve));
    await fs.writeFile(path.join(dir, 'ronda.lock'), JSON.stringify({ pid: gone.pid }));

    const lock = await acquireDataDirLock(dir, log);
    const held = JSON.parse(await fs.readFile(path.join(dir, 'ronda.lock'), 'utf8')) as {
      pid: number;
    };
    expect(held.pid).toBe(process.pid);
    await lock.recordPostgres(54321);
    expect(JSON.parse(await fs.readFile(path.join(dir, 'ronda.lock'), 'utf8'))).toMatchObject({
      pid: process.pid,
      postgresPort: 54321,
    });
    await lock.release();
    await expect(fs.access(path.join(dir, 'ronda.lock'))).rejects.toThrow();
  });

  it('treats an unreadable lock file as stale', async () => {
    await fs.writeFile(path.join(dir, 'ronda.lock'), '{not json');
    const lock = await acquireDataDirLock(dir, log);
    expect(JSON.parse(await fs.readFile(path.join(dir, 'ronda.lock'), 'utf8'))).toMatchObject({
      pid: process.pid,
    });
    await lock.release();
  });
});
