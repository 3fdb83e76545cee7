import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

/**
 * Reads the e2e server's own database (the embedded PostgreSQL in E2E_DATA_DIR), so a test can
 * check what a form really stored, not only what the page showed.
 */
export async function queryE2eDatabase<T extends pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: await e2eDatabaseUrl() });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The connection string of the e2e server's embedded PostgreSQL. */
export async function e2eDatabaseUrl(): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see e2e/playwright.config.ts)');
  const password = (await fs.readFile(path.join(dataDir, 'postgres-password'), 'utf8')).trim();
  const lock = JSON.parse(await fs.readFile(path.join(dataDir, 'ronda.lock'), 'utf8')) as {
    postgresPort: number;
  };
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${lock.postgresPort}/ronda`;
}
