import fs from 'node:fs';
import path from 'node:path';
import { ConfigError } from '../config.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { TargetError } from './database-target.ts';
import { PgToolError } from './pg-tools.ts';
import { ArchiveError } from './restore.ts';

export const BACKUP_USAGE = `Usage: npm run backup [-- FILE]

Writes the database (DATABASE_URL, else the embedded one in DATA_DIR) to FILE in pg_dump's
custom format; by default backups/ronda-YYYYMMDD-HHMMSS.dump (UTC). FILE may be a folder.`;

export const RESTORE_USAGE = `Usage: npm run restore -- FILE [--while-running]

Restores a backup made by npm run backup into the database (DATABASE_URL, else the embedded one
in DATA_DIR), replacing what it holds. Refused while a server uses DATA_DIR, unless
--while-running is given.`;

export class UsageError extends Error {
  override name = 'UsageError';
}

export type Parsed<T> = { kind: 'help' } | ({ kind: 'run' } & T);

/** `ronda-20261124-093005.dump`: sorts by time, and UTC so a clock change cannot reorder it. */
export function defaultBackupName(now: Date): string {
  const stamp = now.toISOString().slice(0, 19).replaceAll('-', '').replaceAll(':', '');
  return `ronda-${stamp.replace('T', '-')}.dump`;
}

export function parseBackupArgs(argv: string[], cwd: string, now: Date): Parsed<{ file: string }> {
  const { flags, positional } = split(argv);
  if (flags.includes('--help') || flags.includes('-h')) return { kind: 'help' };
  if (flags.length > 0) throw new UsageError(`Unknown option ${flags[0]}.`);
  if (positional.length > 1) throw new UsageError('Give at most one FILE.');
  const given = positional[0];
  if (given === undefined) {
    return { kind: 'run', file: path.resolve(cwd, 'backups', defaultBackupName(now)) };
  }
  const file = path.resolve(cwd, given);
  const isFolder =
    given.endsWith('/') || fs.statSync(file, { throwIfNoEntry: false })?.isDirectory();
  return { kind: 'run', file: isFolder ? path.join(file, defaultBackupName(now)) : file };
}

export function parseRestoreArgs(
  argv: string[],
  cwd: string,
): Parsed<{ file: string; whileRunning: boolean }> {
  const { flags, positional } = split(argv);
  if (flags.includes('--help') || flags.includes('-h')) return { kind: 'help' };
  const unknown = flags.find((flag) => flag !== '--while-running');
  if (unknown) throw new UsageError(`Unknown option ${unknown}.`);
  if (positional.length !== 1 || positional[0] === undefined) {
    throw new UsageError('Give exactly one FILE: the backup to restore.');
  }
  return {
    kind: 'run',
    file: path.resolve(cwd, positional[0]),
    whileRunning: flags.includes('--while-running'),
  };
}

function split(argv: string[]): { flags: string[]; positional: string[] } {
  // "--" ends the options, as usual; npm passes it through in some versions.
  const end = argv.indexOf('--');
  const options = end === -1 ? argv : argv.slice(0, end);
  const rest = end === -1 ? [] : argv.slice(end + 1);
  return {
    flags: options.filter((arg) => arg.startsWith('-')),
    positional: [...options.filter((arg) => !arg.startsWith('-')), ...rest],
  };
}

/** npm runs workspace scripts in the workspace; INIT_CWD is where the person typed the command. */
export function invokingDir(env: Record<string, string | undefined>): string {
  return env.INIT_CWD ?? process.cwd();
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 ** 2) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 ** 3) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
}

/**
 * The message for a failed run. Errors we raise on purpose already say what to do; anything
 * else gets a prefix naming the command.
 */
export function failureMessage(command: 'Backup' | 'Restore', error: unknown): string {
  if (error instanceof UsageError) {
    return `${error.message}\n\n${command === 'Backup' ? BACKUP_USAGE : RESTORE_USAGE}`;
  }
  const known = [ConfigError, DataDirInUseError, TargetError, PgToolError, ArchiveError];
  if (known.some((type) => error instanceof type)) return (error as Error).message;
  return `${command} failed: ${error instanceof Error ? error.message : String(error)}`;
}
