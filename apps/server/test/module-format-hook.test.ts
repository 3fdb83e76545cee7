/**
 * Issue 26: the module-format hook the server starts with (src/module-format-hook.ts) must load
 * exactly what Node's own resolution loads: the same modules with the same exports, for the
 * packages the server imports, in a process of its own as the server runs.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '..');
const PACKAGES = [
  'drizzle-orm',
  'drizzle-orm/pg-core',
  'drizzle-orm/node-postgres',
  'fastify',
  'pg',
  'pg-boss',
  'zod',
  'pino',
  'jose',
  'date-fns/startOfWeek',
  '@date-fns/tz',
  '@aws-sdk/client-s3',
];
const script = `
const loaded = await Promise.all(${JSON.stringify(PACKAGES)}.map((name) => import(name)));
process.stdout.write(JSON.stringify(loaded.map((m) => Object.keys(m).sort())));`;

async function exportsOf(withHook: boolean): Promise<string[][]> {
  const args = [
    ...(withHook ? ['--import', './src/module-format-hook.ts'] : []),
    '--input-type=module',
    '-e',
    script,
  ];
  const { stdout } = await run(process.execPath, args, { cwd: serverDir });
  return JSON.parse(stdout) as string[][];
}

describe('issue 26: the module-format hook', () => {
  it('loads the same exports of every package the server imports as Node alone does', async () => {
    const [plain, hooked] = await Promise.all([exportsOf(false), exportsOf(true)]);
    expect(plain).toHaveLength(PACKAGES.length);
    expect(plain.every((keys) => keys.length > 0)).toBe(true);
    expect(hooked).toEqual(plain);
  }, 60_000);
});
