import path from 'node:path';
import type pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';

export const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');

// Any constant works; it only has to be the same for every process that migrates this database.
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Applies the committed migrations. A session advisory lock on one connection keeps two servers
 * starting at once from applying the same migration twice.
 */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client
      .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    client.release();
  }
}
