import crypto from 'node:crypto';
import os from 'node:os';
import { startBenchDatabase } from './bench-database.ts';
import { startServerProcess } from './server-process.ts';
import { CALLS } from './load/load-driver.ts';
import { formatConfiguration } from './load/load-report.ts';
import { readLoadSettings, reproduceCommand } from './load/load-settings.ts';
import { runConfiguration } from './load/run-configuration.ts';
import { seedLoadCompanies, TASKS_PER_COMPANY } from './load/seed-load-companies.ts';

const PROCESS_COUNTS = [1, 2];

/**
 * Issue 16's load: phones uploading a batch of fixes every 10 s and console users holding the
 * live stream and polling the dashboard and Tasks list, against one server process and then two
 * on the same database (round-robin, as behind a proxy). Loopback only; not part of `npm test`.
 */
export async function benchLoad(): Promise<void> {
  const settings = readLoadSettings();
  const out = (text: string) => process.stdout.write(`${text}\n`);
  // Shared by the set-up server and the measured ones: sessions made on one are valid on all.
  const sessionSecret = crypto.randomBytes(32).toString('hex');
  const common = {
    SEED_DEMO: 'false',
    SESSION_SECRET: sessionSecret,
    // Every request comes from 127.0.0.1, which the per-address limits would otherwise throttle.
    RATE_LIMIT_MULTIPLIER: String(settings.rateLimitMultiplier),
  };
  const database = await startBenchDatabase(8);
  try {
    const t0 = performance.now();
    // Sessions come from the demo sign-in, which production refuses: a set-up server makes them.
    const setup = await startServerProcess({
      ...common,
      DATABASE_URL: database.url,
      DEMO_LOGIN: 'true',
    });
    const companies = await seedLoadCompanies(database.pool, setup.url, settings).finally(() =>
      setup.stop(),
    );
    const phones = companies.reduce((sum, c) => sum + c.phones.length, 0);
    const users = companies.flatMap((c) => c.consoleUsers);
    const admins = users.filter((u) => u.role === 'admin').length;
    out(
      `${settings.companies} companies: ${phones} phones (a batch of the fixes since the last ` +
        `upload, one a second, every ${settings.intervalMs / 1000} s), ${users.length} console users ` +
        `(${admins} admins, ${users.length - admins} supervisors of one department each; live ` +
        `stream held, dashboard stats, latest locations and Tasks page 1 every ` +
        `${settings.intervalMs / 1000} s); ${TASKS_PER_COMPANY} tasks a company; set up in ` +
        `${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    out(
      `servers: NODE_ENV=production, LOG_LEVEL=warn (no request log lines, as in the other ` +
        `benches), RATE_LIMIT_MULTIPLIER=${settings.rateLimitMultiplier} because all traffic comes ` +
        `from one loopback address; client: node:http keep-alive pool; ${settings.seconds} s a ` +
        `configuration, hard stop ${settings.graceMs / 1000} s after; client, servers and ` +
        `PostgreSQL share this machine's ${os.availableParallelism()} cores`,
    );
    for (const processes of PROCESS_COUNTS) {
      // The same starting point for each configuration: no fixes stored yet.
      await database.pool.query('truncate location_points, latest_locations');
      const result = await runConfiguration(
        processes,
        { ...common, DATABASE_URL: database.url, NODE_ENV: 'production' },
        companies,
        settings,
        database,
      );
      out(
        `\n### ${processes} server process${processes > 1 ? 'es (requests round-robin)' : ''}, ` +
          `${result.seconds.toFixed(1)} s`,
      );
      out(formatConfiguration(result, Object.values(CALLS), settings));
    }
    out(`\nreproduce: ${reproduceCommand(settings)}`);
  } finally {
    await database.stop();
  }
}
