import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';

async function readStored(file: string): Promise<string | undefined> {
  try {
    const stored = (await fs.readFile(file, 'utf8')).trim();
    return stored.length >= 32 ? stored : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Outside production a missing SESSION_SECRET is generated once and kept in DATA_DIR, so sessions
 * survive restarts without anyone having to invent a secret. Production must configure one.
 *
 * Several processes may start at once on one DATA_DIR; they must all end up with the same secret,
 * or a session opened on one is unknown to the other. So the secret is written to a file of its
 * own and linked into place, which fails for every process but the first; the others read the
 * winner's secret.
 */
export async function resolveSessionSecret(config: Config): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(path.resolve(config.dataDir), 'session-secret');
  const stored = await readStored(file);
  if (stored) return stored;
  await fs.mkdir(path.dirname(file), { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  const draft = `${file}.${process.pid}.${crypto.randomBytes(6).toString('hex')}`;
  await fs.writeFile(draft, `${secret}\n`, { mode: 0o600 });
  try {
    await fs.link(draft, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readStored(file);
    if (!winner) {
      throw new Error(`${file} exists but holds no usable secret; delete it`, { cause: error });
    }
    return winner;
  } finally {
    await fs.rm(draft, { force: true });
  }
}
