import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { markOpeningError } from '../lib/database-unavailable.ts';
import * as schema from './schema/index.ts';

/** The pool is reachable as `$client` for the few statements Drizzle cannot express (array parameters). */
export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close: () => Promise<void>;
}

type ConnectCallback = Parameters<pg.Client['connect']>[0];

/**
 * The pool's connections, with two things pg leaves to its user:
 * - Every error raised while opening a connection is marked: a refusal at the door (55000 "not
 *   accepting connections", 53300, 57P03) is an outage answered 503, while the same SQLSTATE
 *   from a statement is a bug and stays a 500 (lib/database-unavailable.ts).
 * - A connection lost while checked out (a failover, pg_terminate_backend in the middle of a
 *   transaction) emits 'error' on the client, which the pool listens for only while the client
 *   is idle: unheard, it would crash the process. Its queries fail by themselves, and the pool
 *   drops a client that is no longer queryable when it is released.

 * (Drizzle takes any class whose name contains "Pool" for a pool: hence not PooledClient.)
 */
class GuardedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', () => undefined);
  }

  override connect(): Promise<pg.Client>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.Client> | void {
    if (!callback) {
      return super.connect().catch((err: unknown) => {
        throw markOpeningError(err);
      });
    }
    // pg calls back with (error) or (null, client); the declared type is a union of the two.
    const relay = callback as (err: Error | null, client?: pg.Client) => void;
    super.connect(((err: Error | null, client?: pg.Client) =>
      relay(err && markOpeningError(err), client)) as ConnectCallback);
  }
}

export interface PoolOptions {
  /** Connections at most (10). */
  max?: number;
  /** How long a query waits for a free connection, or for a new one to open, before the
   * request is answered 503 (5 s). */
  connectionTimeoutMillis?: number;
}

export function connectDatabase(
  connectionString: string,
  options: PoolOptions = {},
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString,
    Client: GuardedClient,
    max: options.max ?? 10,
    // A dropped connection must not crash the process; queries on it fail and the pool replaces it.
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5_000,
  });
  pool.on('error', () => undefined);
  const db = drizzle(pool, { schema, casing: 'snake_case' });
  return { db, pool, close: () => pool.end() };
}
