import fs from 'node:fs/promises';
import path from 'node:path';
import {
  pgToolFor,
  runPgTool,
  serverVersion,
  toolConnection,
  type PgTool,
  type ServerVersion,
} from './pg-tools.ts';

export interface BackupResult {
  file: string;
  bytes: number;
  server: ServerVersion;
  tool: PgTool;
  /** The file existed before and was replaced (only once the new dump was complete). */
  replaced: boolean;
}

/**
 * Dumps the database at `url` into `file` in pg_dump's custom format (compressed, restorable
 * table by table, read by pg_restore). The dump goes to a side file first and is renamed into
 * place when complete, so a failed run never leaves a truncated backup under the real name.
 */
export async function backupDatabase(
  url: string,
  file: string,
  env: Record<string, string | undefined>,
): Promise<BackupResult> {
  const server = await serverVersion(url);
  const tool = await pgToolFor('pg_dump', env, server);
  // A backup holds everyone's personal data and session records: readable by its owner only.
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const replaced = await fs.access(file).then(
    () => true,
    () => false,
  );
  const partial = `${file}.partial`;
  // pg_dump truncates an existing file and keeps its mode, so this sets the mode from the start.
  await fs.writeFile(partial, '', { mode: 0o600 });
  const connection = toolConnection(url);
  try {
    await runPgTool(
      tool,
      [
        '--format=custom',
        `--file=${partial}`,
        '--no-password',
        // A schema change waiting on the server must not hold the backup up forever.
        '--lock-wait-timeout=60000',
        `--dbname=${connection.dbname}`,
      ],
      connection.env,
    );
    await fs.rename(partial, file);
  } catch (error) {
    await fs.rm(partial, { force: true });
    throw error;
  }
  const { size } = await fs.stat(file);
  return { file, bytes: size, server, tool, replaced };
}
