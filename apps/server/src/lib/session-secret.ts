import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';

/**
 * Outside production a missing SESSION_SECRET is generated once and kept in DATA_DIR, so sessions
 * survive restarts without anyone having to invent a secret. Production must configure one.
 */
export async function resolveSessionSecret(config: Config): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  const file = path.join(path.resolve(config.dataDir), 'session-secret');
  try {
    const stored = (await fs.readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch {
    // not created yet
  }
  await fs.mkdir(path.dirname(file), { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  await fs.writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
