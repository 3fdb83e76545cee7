import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeRestore, resetSchemasSql } from './restore-pipe.ts';
import {
  PgToolError,
  installHint,
  pgToolFor,
  runPgTool,
  serverVersion,
  toolConnection,
  type PgTool,
  type ServerVersion,
} from './pg-tools.ts';

export class ArchiveError extends Error {
  override name = 'ArchiveError';
}

/** What pg_restore --list says about an archive. */
export interface ArchiveInfo {
  createdAt: string | undefined;
  /** The version of the server the backup was taken from. */
  dumpedFrom: string | undefined;
  /** Tables whose rows the archive holds. */
  tables: number;
  /** Schemas it creates (besides `public`, which every database has). */
  schemas: string[];
}

export interface RestoreResult {
  archive: ArchiveInfo;
  bytes: number;
  server: ServerVersion;
  tool: PgTool;
}

/**
 * Refuses what is plainly not a backup before any server is started or touched: a missing or
 * unreadable path, a folder, or a file without the custom format's "PGDMP" signature (a plain
 * SQL dump, say, which is restored with psql rather than pg_restore).
 */
export async function checkArchiveFile(file: string): Promise<number> {
  const stat = await fs.stat(file).catch((error: NodeJS.ErrnoException) => {
    throw new ArchiveError(
      error.code === 'ENOENT' ? `${file} does not exist.` : `Cannot read ${file}: ${error.message}`,
    );
  });
  if (!stat.isFile()) throw new ArchiveError(`${file} is not a file.`);
  const head = Buffer.alloc(5);
  try {
    const handle = await fs.open(file, 'r');
    try {
      await handle.read(head, 0, 5, 0);
    } finally {
      await handle.close();
    }
  } catch (error) {
    throw new ArchiveError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  if (head.toString('latin1') !== 'PGDMP') {
    throw new ArchiveError(
      `${file} is not a backup in pg_dump's custom format (made by npm run backup or pg_dump -Fc).`,
    );
  }
  return stat.size;
}

/**
 * A clean restore: the backup's schemas are dropped and recreated from it in one transaction
 * (see resetSchemasSql), so a failure leaves the database as it was. Ownership and grants are
 * left out: the restoring role owns what it creates, which is what a managed PostgreSQL needs.
 */
export async function restoreDatabase(
  url: string,
  file: string,
  env: Record<string, string | undefined>,
  /** Called once every check passed, just before the database is changed. */
  onStart: () => void = () => undefined,
): Promise<RestoreResult> {
  const bytes = await checkArchiveFile(file);
  const server = await serverVersion(url);
  const pgRestore = await pgToolFor('pg_restore', env, server);
  // psql comes from the same client tools: beside PG_RESTORE when only that one is set.
  const psqlBeside = env.PG_RESTORE ? path.join(path.dirname(env.PG_RESTORE), 'psql') : undefined;
  const psql = await pgToolFor('psql', { ...env, PSQL: env.PSQL ?? psqlBeside }, server);
  const archive = await readArchive(pgRestore, file);
  onStart();
  await pipeRestore(
    { pgRestore, psql },
    { file, prelude: resetSchemasSql(archive.schemas) },
    toolConnection(url),
  );
  return { archive, bytes, server, tool: pgRestore };
}

async function readArchive(tool: PgTool, file: string): Promise<ArchiveInfo> {
  let listing: string;
  try {
    listing = (await runPgTool(tool, ['--list', file])).stdout;
  } catch (error) {
    // An archive from a newer pg_dump has a header version this pg_restore cannot read.
    if (error instanceof PgToolError && /unsupported version/.test(error.message)) {
      throw new ArchiveError(
        `${file} was made by a newer pg_dump than ${tool.name} ${tool.version} can read. ` +
          installHint('pg_restore', tool.major + 1),
      );
    }
    throw error;
  }
  const field = (label: string) =>
    new RegExp(`^;\\s+${label}:\\s*(.+)$`, 'm').exec(listing)?.[1]?.trim();
  return {
    createdAt: /^; Archive created at (.+)$/m.exec(listing)?.[1]?.trim(),
    dumpedFrom: field('Dumped from database version'),
    tables: listing.split('\n').filter((line) => / TABLE DATA /.test(line)).length,
    // "6; 2615 21346 SCHEMA - drizzle postgres"
    schemas: [...listing.matchAll(/^\d+; \d+ \d+ SCHEMA - (\S+) /gm)].flatMap((m) => m[1] ?? []),
  };
}
