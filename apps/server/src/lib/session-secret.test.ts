import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { resolveSessionSecret } from './session-secret.ts';

describe('resolveSessionSecret', () => {
  let dataDir = '';
  afterEach(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('gives processes starting together on an empty DATA_DIR one and the same secret', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ronda-secret-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    const secrets = await Promise.all(
      Array.from({ length: 8 }, () => resolveSessionSecret(config)),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]?.length).toBeGreaterThanOrEqual(32);
    expect((await fs.readFile(path.join(dataDir, 'session-secret'), 'utf8')).trim()).toBe(
      secrets[0],
    );
    // No drafts are left behind.
    expect(await fs.readdir(dataDir)).toEqual(['session-secret']);
    expect(await resolveSessionSecret(config)).toBe(secrets[0]);
  });

  it('prefers SESSION_SECRET and writes nothing', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ronda-secret-'));
    const secret = 'a-configured-secret-of-enough-length-0123';
    const config = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: secret });
    expect(await resolveSessionSecret(config)).toBe(secret);
    expect(await fs.readdir(dataDir)).toEqual([]);
  });
});
