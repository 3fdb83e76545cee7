import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { dataDirHolder } from '../db/data-dir-lock.ts';
import {
  embeddedDatabaseUrl,
  existingClusterDir,
  startEmbeddedPostgres,
} from '../db/embedded-postgres.ts';

/** The database a backup reads or a restore writes, as the server would find it. */
export interface DatabaseTarget {
  url: string;
  /** DATABASE_URL, a running server's embedded cluster, or one this command started. */
  kind: 'url' | 'running-server' | 'started';
  /** Which database this is, in words for the person running the command. */
  description: string;
  /** Stops the embedded PostgreSQL when this command started it; otherwise does nothing. */
  release: () => Promise<void>;
}

export interface TargetOptions {
  /** A backup of a DATA_DIR with no cluster would only make a new, empty one to dump. */
  requireExistingCluster: boolean;
  /**
   * A restore drops and recreates every table under a running server's feet: refused unless
   * asked for. A backup reads a consistent snapshot, so a running server is no obstacle.
   */
  allowRunningServer: boolean;
}

export class TargetError extends Error {
  override name = 'TargetError';
}

/**
 * DATABASE_URL when set; else the embedded cluster in DATA_DIR: the one a running server holds
 * (found through the data directory's lock, which records its port), or one started here under
 * the same lock, so a server cannot start on the directory while the command runs.
 */
export async function openTarget(
  config: Pick<Config, 'databaseUrl' | 'dataDir'>,
  log: Logger,
  options: TargetOptions,
): Promise<DatabaseTarget> {
  if (config.databaseUrl) {
    return {
      url: config.databaseUrl,
      kind: 'url',
      description: `the database in DATABASE_URL (${withoutCredentials(config.databaseUrl)})`,
      release: async () => undefined,
    };
  }
  const { dataDir } = config;
  const holder = await dataDirHolder(dataDir);
  if (holder) {
    if (!options.allowRunningServer) {
      throw new TargetError(
        `A Ronda server (process ${holder.pid}) is using ${dataDir}. Stop it first (Ctrl-C where ` +
          'it runs), or add --while-running to restore into its database anyway: requests and ' +
          'jobs it has in progress may then fail or write into the restored data.',
      );
    }
    if (holder.postgresPort === undefined) {
      throw new TargetError(
        `The Ronda server (process ${holder.pid}) on ${dataDir} is still starting its database; ` +
          'try again in a moment.',
      );
    }
    return {
      url: await embeddedDatabaseUrl(dataDir, holder.postgresPort),
      kind: 'running-server',
      description:
        `the embedded PostgreSQL of the running server (process ${holder.pid}, ` +
        `port ${holder.postgresPort}) in ${dataDir}`,
      release: async () => undefined,
    };
  }
  if (options.requireExistingCluster && !(await existingClusterDir(dataDir))) {
    throw new TargetError(
      `There is no embedded database in ${dataDir}. Set DATA_DIR to the server's data ` +
        'directory, or DATABASE_URL to use another PostgreSQL.',
    );
  }
  const embedded = await startEmbeddedPostgres(dataDir, log);
  return {
    url: embedded.connectionString,
    kind: 'started',
    description: `the embedded PostgreSQL in ${dataDir} (started for this command, now stopped)`,
    release: embedded.stop,
  };
}

/** user@host:port/database: enough to recognise the target, never the password. */
export function withoutCredentials(url: string): string {
  const parsed = new URL(url);
  const user = parsed.username ? `${decodeURIComponent(parsed.username)}@` : '';
  return `${user}${parsed.host}${parsed.pathname}`;
}
