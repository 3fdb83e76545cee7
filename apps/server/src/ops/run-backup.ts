/**
 * `npm run backup [-- FILE]`: see BACKUP_USAGE. Reads the environment itself (beside the
 * server's configuration) only for PG_DUMP and INIT_CWD, which are this command's own.
 */
import { loadConfig } from '../config.ts';
import { createLogger } from '../lib/logger.ts';
import { backupDatabase } from './backup.ts';
import { openTarget } from './database-target.ts';
import {
  BACKUP_USAGE,
  failureMessage,
  formatBytes,
  invokingDir,
  parseBackupArgs,
} from './ops-cli.ts';

async function main(env: Record<string, string | undefined>): Promise<number> {
  const args = parseBackupArgs(process.argv.slice(2), invokingDir(env), new Date());
  if (args.kind === 'help') {
    console.log(BACKUP_USAGE);
    return 0;
  }
  const config = loadConfig(env);
  const log = createLogger({ logLevel: 'warn', logFormat: config.logFormat });
  const started = Date.now();
  const target = await openTarget(config, log, {
    requireExistingCluster: true,
    allowRunningServer: true,
  });
  try {
    const result = await backupDatabase(target.url, args.file, env);
    console.log(
      [
        `Backed up ${target.description}`,
        `  to ${result.file}${result.replaced ? ' (replacing the file that was there)' : ''}`,
        `  ${formatBytes(result.bytes)}, PostgreSQL ${result.server.version}, ` +
          `${result.tool.name} ${result.tool.version} (${result.tool.path}), ` +
          `${((Date.now() - started) / 1000).toFixed(1)} s.`,
        `Restore it with: npm run restore -- ${result.file}`,
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
  console.error(failureMessage('Backup', error));
  process.exitCode = 1;
}
