/**
 * `npm run seed`: migrates the database and seeds the demo company. Uses DATABASE_URL when set,
 * otherwise the embedded database in DATA_DIR (which must not be in use by a running server).
 * Safe to run any number of times; see seedDemoCompany.
 */
import { ConfigError, loadConfig } from '../../config.ts';
import { createLogger } from '../../lib/logger.ts';
import { connectDatabase } from '../client.ts';
import { startEmbeddedPostgres } from '../embedded-postgres.ts';
import { runMigrations } from '../migrate.ts';
import { countCompanyRows } from './count-company-rows.ts';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_EMPLOYEE_EMAIL,
  DEMO_SUPERVISOR_EMAIL,
  seedDemoCompany,
} from './seed-demo-company.ts';

async function main(): Promise<number> {
  const config = loadConfig();
  const log = createLogger({ logLevel: 'warn', logFormat: config.logFormat });
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(config.dataDir, log);
  const url = config.databaseUrl ?? embedded?.connectionString ?? '';
  const { db, pool, close } = connectDatabase(url, { max: 4 });
  try {
    await runMigrations(pool);
    const { companyId, created } = await seedDemoCompany(db);
    const counts = await countCompanyRows(db, companyId);
    console.log(
      created
        ? `Seeded the demo company ${companyId}.`
        : `Demo company ${companyId} was already there; added only missing rows.`,
    );
    console.table(counts);
    console.log(
      `Sign in as admin ${DEMO_ADMIN_EMAIL}, supervisor ${DEMO_SUPERVISOR_EMAIL} or employee ${DEMO_EMPLOYEE_EMAIL}.`,
    );
    return 0;
  } finally {
    await close();
    await embedded?.stop();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(
    error instanceof ConfigError
      ? error.message
      : `Seeding failed: ${String(error instanceof Error ? error.message : error)}`,
  );
  process.exitCode = 1;
}
