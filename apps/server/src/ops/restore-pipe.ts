import { spawn } from 'node:child_process';
import { PgToolError, type PgTool } from './pg-tools.ts';

/**
 * The SQL run before the backup's own, in the same transaction: the schemas the backup holds
 * (and `public`) are dropped with everything in them and `public` is made anew, so the database
 * becomes exactly what was backed up. pg_restore's own --clean cannot do this: it drops object
 * by object, fails on the partitions of location_points ("cannot drop inherited constraint",
 * seen with pg_restore 15), and leaves tables newer than the backup, which a migration would
 * then try to create again.
 * Schemas the backup does not name (a managed service's own, say) are left alone.
 */
export function resetSchemasSql(schemas: readonly string[]): string {
  const quoted = [...new Set([...schemas, 'public'])].map((s) => `"${s.replaceAll('"', '""')}"`);
  return [
    'set client_min_messages = warning;',
    ...quoted.map((schema) => `drop schema if exists ${schema} cascade;`),
    'create schema public;',
  ].join('\n');
}

/**
 * pg_restore writes the backup as SQL and psql runs it after `prelude`, all in one transaction
 * (psql --single-transaction), stopping at the first error. psql commits when its input ends, so
 * its input is ended only once pg_restore has written the whole archive; if pg_restore fails
 * part way, psql is stopped instead and the server rolls everything back.
 */
export function pipeRestore(
  tools: { pgRestore: PgTool; psql: PgTool },
  archive: { file: string; prelude: string },
  connection: { dbname: string; env: Record<string, string> },
): Promise<void> {
  const env = { ...process.env, LC_MESSAGES: 'C', ...connection.env };
  const producer = spawn(
    tools.pgRestore.path,
    ['--no-owner', '--no-privileges', '--file=-', archive.file],
    { env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const consumer = spawn(
    tools.psql.path,
    [
      '--no-psqlrc',
      '--quiet',
      '--no-password',
      '--set=ON_ERROR_STOP=1',
      '--single-transaction',
      `--command=${archive.prelude}`,
      '--file=-',
      `--dbname=${connection.dbname}`,
    ],
    // psql echoes a result for every statement; only its errors (stderr) are of interest.
    { env, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  const errors = { producer: '', consumer: '' };
  producer.stderr.on('data', (chunk: Buffer) => (errors.producer += chunk.toString()));
  consumer.stderr.on('data', (chunk: Buffer) => (errors.consumer += chunk.toString()));
  // psql may stop early (an SQL error); what pg_restore still writes then has nowhere to go.
  consumer.stdin.on('error', () => undefined);
  producer.stdout.pipe(consumer.stdin, { end: false });

  const exit = (child: typeof producer | typeof consumer) =>
    new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (code) => resolve(code));
    });
  const produced = exit(producer).then((code) => {
    if (code === 0) consumer.stdin.end();
    else consumer.kill('SIGTERM');
    return code;
  });
  const consumed = exit(consumer).then((code) => {
    if (code !== 0) producer.kill('SIGTERM');
    return code;
  });
  return Promise.all([produced, consumed]).then(([restoreCode, psqlCode]) => {
    if (restoreCode !== 0 && errors.producer) {
      throw new PgToolError(`pg_restore failed (exit ${restoreCode}):\n${errors.producer.trim()}`);
    }
    if (psqlCode !== 0) {
      throw new PgToolError(
        `The restore failed and was rolled back (psql exit ${psqlCode}):\n` +
          `${(errors.consumer || errors.producer).trim()}`,
      );
    }
  });
}
