/**
 * `npm run restore -- FILE [--while-running]`: see RESTORE_USAGE. Reads the environment itself
 * (beside the server's configuration) only for PG_RESTORE and INIT_CWD, this command's own.
 */
import { loadConfig } from '../config.ts';
import { createLogger } from '../lib/logger.ts';
import { openTarget } from './database-target.ts';
import {
  RESTORE_USAGE,
  failureMessage,
  formatBytes,
  invokingDir,
  parseRestoreArgs,
} from './ops-cli.ts';
import { checkArchiveFile, restoreDatabase } from './restore.ts';

const NEXT_STEP = {
  url: '  A server using this database should be restarted, so it keeps nothing from before.',
  'running-server': '  Restart the running server, so it keeps nothing from before the restore.',
  started: '  Start the server as usual (npm start); it applies any newer migrations.',
} as const;

async function main(env: Record<string, string | undefined>): Promise<number> {
  const args = parseRestoreArgs(process.argv.slice(2), invokingDir(env));
  if (args.kind === 'help') {
    console.log(RESTORE_USAGE);
    return 0;
  }
  const config = loadConfig(env);
  // Checked before a database is started or touched: a mistyped path costs nothing.
  await checkArchiveFile(args.file);
  const log = createLogger({ logLevel: 'warn', logFormat: config.logFormat });
  const started = Date.now();
  const target = await openTarget(config, log, {
    requireExistingCluster: false,
    allowRunningServer: args.whileRunning,
  });
  try {
    const result = await restoreDatabase(target.url, args.file, env, () =>
      console.log(`Restoring ${args.file} into ${target.description} ...`),
    );
    const { archive } = result;
    console.log(
      [
        `Restored ${formatBytes(result.bytes)}: ${archive.tables} tables of data, backed up ` +
          `${archive.createdAt ?? 'at an unknown time'} from PostgreSQL ${archive.dumpedFrom ?? '?'}.`,
        `  Schemas ${['public', ...archive.schemas].join(', ')} were dropped and recreated from ` +
          'the backup in one transaction (pg_restore --no-owner --no-privileges into psql ' +
          '--single-transaction).',
        `  PostgreSQL ${result.server.version}, ${result.tool.name} ${result.tool.version} ` +
          `(${result.tool.path}), ${((Date.now() - started) / 1000).toFixed(1)} s.`,
        NEXT_STEP[target.kind],
      ].join('\n'),
    );
    return 0;
  } finally {
    await target.release();
  }
}

try {
  process.exitCode = await main(process.env);
} catch (error) {
  console.error(failureMessage('Restore', error));
  process.exitCode = 1;
}
