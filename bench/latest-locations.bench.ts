import { startBenchDatabase } from './bench-database.ts';
import { createBenchCompany } from './bench-company.ts';
import { startServerProcess } from './server-process.ts';
import {
  LIVE_LOCATION_CHANNEL,
  PRESENTED_LOCATION_SQL,
} from '../apps/server/src/repositories/location-points.repository.ts';

const PEOPLE = 10_000;
const REQUESTS = 40;
const GOAL_MS = 50;
const MOVING = 1_000;
const COLD_STARTS = 8;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** GET latest-locations for a company of 10,000 employees, each with a latest location. */
export async function benchLatestLocations(): Promise<void> {
  const database = await startBenchDatabase(4);
  const serverEnv = { DATABASE_URL: database.url, SEED_DEMO: 'false', DEMO_LOGIN: 'true' };
  const server = await startServerProcess(serverEnv);
  try {
    const company = await createBenchCompany(database.pool, server.url, PEOPLE, 0);
    // Set-based, with the ingest statement's own presentation of each record.
    await database.pool.query(
      `insert into latest_locations (user_id, company_id, recorded_at, client_id, lat, lng,
         accuracy, speed, heading, battery, charging, is_mock, presented_json)
       select *, ${PRESENTED_LOCATION_SQL} from (
         select id as user_id, company_id, now() - (random() * interval '3 hours') as recorded_at,
                'bench-' || id as client_id, 15.3 + random() * 0.4 as lat,
                73.7 + random() * 0.4 as lng, (5 + random() * 30)::real as accuracy,
                (random() * 12)::real as speed, (random() * 360)::real as heading,
                (20 + random() * 80)::real as battery, random() < 0.1 as charging,
                false as is_mock
           from users where company_id = $1 and not is_admin) s`,
      [company.companyId],
    );
    await database.pool.query('analyze');
    const url = `${server.url}/api/companies/${company.companyId}/latest-locations?excludeNoLocation=true`;
    const headers = { authorization: `Bearer ${company.adminToken}` };
    const timeRequests = async (between: () => Promise<unknown>) => {
      const times: number[] = [];
      let summary = '';
      for (let i = 0; i < REQUESTS; i += 1) {
        await between();
        const t0 = performance.now();
        const res = await fetch(url, { headers });
        const body = await res.arrayBuffer();
        times.push(performance.now() - t0);
        if (res.status !== 200) throw new Error(`latest-locations answered ${res.status}`);
        const count = (
          JSON.parse(Buffer.from(body).toString()) as { data: { locations: unknown[] } }
        ).data.locations.length;
        summary = `${count.toLocaleString('en-IN')} people, ${(body.byteLength / 1024).toFixed(0)} KB`;
      }
      return { times, summary };
    };
    // Moves as ingest makes them: the stored record changes and every process is told.
    const move = () =>
      database.pool.query(
        `with moved as (
           update latest_locations set recorded_at = now(), lat = lat + 0.0001,
                  presented_json = replace(presented_json, '"isMock":false', '"isMock":false ')
            where user_id in (select user_id from latest_locations
                               where company_id = $1 order by random() limit $2)
            returning company_id, user_id)
         select pg_notify('${LIVE_LOCATION_CHANNEL}',
                          json_build_object('companyId', company_id, 'userId', user_id)::text)
           from moved`,
        [company.companyId, MOVING],
      );
    // A change to a person (here a rename): every process re-reads that person.
    const rename = () =>
      database.pool.query(
        `update users set last_name = last_name where id = (select id from users
           where company_id = $1 and not is_admin order by random() limit 1)`,
        [company.companyId],
      );
    for (let i = 0; i < 5; i += 1) await (await fetch(url, { headers })).arrayBuffer();
    const cases: Array<[string, () => Promise<unknown>]> = [
      ['nothing changed between requests', async () => undefined],
      [`${MOVING.toLocaleString('en-IN')} people moved before each request`, move],
      ['a person renamed before each request', rename],
    ];
    let met = true;
    for (const [label, between] of cases) {
      const { times, summary } = await timeRequests(between);
      const sorted = [...times].sort((a, b) => a - b);
      met &&= percentile(sorted, 95) < GOAL_MS;
      process.stdout.write(
        `${label} (${summary}), ${REQUESTS} requests one after another, timed on the client:\n` +
          `  p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${percentile(sorted, 95).toFixed(1)} ms  max ${sorted.at(-1)?.toFixed(1)} ms\n` +
          `  every request: ${times.map((t) => t.toFixed(0)).join(' ')}\n`,
      );
    }
    // Cold: the first request a freshly started process answers reads the company from the database.
    const cold: number[] = [];
    for (let i = 0; i < COLD_STARTS; i += 1) {
      const fresh = await startServerProcess(serverEnv);
      try {
        const t0 = performance.now();
        const res = await fetch(fresh.url + new URL(url).pathname + new URL(url).search, {
          headers,
        });
        await res.arrayBuffer();
        cold.push(performance.now() - t0);
      } finally {
        await fresh.stop();
      }
    }
    const coldSorted = [...cold].sort((a, b) => a - b);
    process.stdout.write(
      `first request to a newly started process (reads all 10,000 from the database), ${COLD_STARTS} starts:\n` +
        `  p50 ${percentile(coldSorted, 50).toFixed(1)} ms  max ${coldSorted.at(-1)?.toFixed(1)} ms\n` +
        `  every request: ${cold.map((t) => t.toFixed(0)).join(' ')}\n`,
    );
    process.stdout.write(
      `goal < ${GOAL_MS} ms at p95 in every steady case: ${met ? 'met' : 'NOT met'}` +
        ` (a cold read happens once a process and company)\n`,
    );
  } finally {
    await server.stop();
    await database.stop();
  }
}
