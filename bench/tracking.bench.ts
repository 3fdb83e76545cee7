import { localDateIn, localDayBounds, DEFAULT_COMPANY_TIMEZONE } from '@ronda/shared';
import { archiveLocations } from '../apps/server/src/jobs/archive-locations.ts';
import { createBenchCompany } from './bench-company.ts';
import { startBenchDatabase } from './bench-database.ts';
import { startServerProcess } from './server-process.ts';

const REQUESTS = 30;
const WARM_UP = 10;
const DAY_MS = 24 * 3600_000;
const GOALS_MS: Record<number, number> = { 5: 50, 1: 200 };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/**
 * A 12-hour working day from 08:00 at one fix every `everyS` seconds: 30 minutes parked (fixes
 * wandering up to ~15 m), 20 minutes driving at 36 km/h, over and over; noise like a phone's.
 */
function syntheticDay(dayStartMs: number, everyS: number) {
  const t: Date[] = [];
  const lat: number[] = [];
  const lng: number[] = [];
  const accuracy: number[] = [];
  let centre = { lat: 15.45, lng: 73.8 };
  let seed = 7;
  const noise = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31 - 0.5;
  };
  for (let s = 0; s < 12 * 3600; s += everyS) {
    const inCycle = s % 3000;
    if (inCycle >= 1800) centre = { lat: centre.lat, lng: centre.lng + (10 * everyS) / 107_000 };
    const jitter = inCycle < 1800 ? 0.00025 : 0.00006;
    t.push(new Date(dayStartMs + 8 * 3600_000 + s * 1000));
    lat.push(centre.lat + noise() * jitter);
    lng.push(centre.lng + noise() * jitter);
    accuracy.push(inCycle < 1800 ? 20 : 6);
  }
  return { t, lat, lng, accuracy };
}

/**
 * GET /api/location/tracking for a 12-hour day at 5-second and at 1-second fixes, while the day
 * is stored and after it is archived (issue 12: under 50 ms and 200 ms respectively).
 */
export async function benchTracking(): Promise<void> {
  const database = await startBenchDatabase(4);
  const server = await startServerProcess({
    DATABASE_URL: database.url,
    SEED_DEMO: 'false',
    DEMO_LOGIN: 'true',
    // Nothing listens there: the place-naming job fails fast instead of waiting on the internet.
    GEOCODER_URL: 'http://127.0.0.1:9',
  });
  try {
    const company = await createBenchCompany(database.pool, server.url, 2, 0);
    const { rows: people } = await database.pool.query<{ id: string }>(
      'select id from users where company_id = $1 and not is_admin order by last_name',
      [company.companyId],
    );
    const date = localDateIn(new Date(Date.now() - 3 * DAY_MS), DEFAULT_COMPANY_TIMEZONE);
    const dayStart = localDayBounds(date, DEFAULT_COMPANY_TIMEZONE).start.getTime();
    const cases = [5, 1].map((everyS, i) => ({ everyS, userId: people[i]?.id ?? '' }));
    for (const { everyS, userId } of cases) {
      const day = syntheticDay(dayStart, everyS);
      await database.pool.query(
        `insert into location_points (company_id, user_id, recorded_at, client_id, lat, lng, accuracy)
         select $1, $2, t, 'b' || n, lat, lng, acc
           from unnest($3::timestamptz[], $4::float8[], $5::float8[], $6::real[])
                with ordinality as u(t, lat, lng, acc, n)`,
        [company.companyId, userId, day.t, day.lat, day.lng, day.accuracy],
      );
    }
    await database.pool.query('analyze location_points');
    const time = async (userId: string, extra = '') => {
      const url = `${server.url}/api/location/tracking?userId=${userId}&date=${date}${extra}`;
      const headers = { authorization: `Bearer ${company.adminToken}` };
      const times: number[] = [];
      let summary = '';
      for (let i = 0; i < WARM_UP + REQUESTS; i += 1) {
        const t0 = performance.now();
        const res = await fetch(url, { headers });
        const body = await res.text();
        if (i >= WARM_UP) times.push(performance.now() - t0);
        if (res.status !== 200) throw new Error(`tracking answered ${res.status}: ${body}`);
        const parsed = JSON.parse(body) as { trips: unknown[]; placesVisited: unknown[] };
        summary = `${parsed.trips.length} trips, ${parsed.placesVisited.length} places, ${(body.length / 1024).toFixed(0)} KB`;
      }
      times.sort((a, b) => a - b);
      return {
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        max: times.at(-1) ?? 0,
        summary,
      };
    };
    const lines: string[] = [];
    let allMet = true;
    const row = (label: string, goal: number, r: Awaited<ReturnType<typeof time>>) => {
      const met = r.p95 < goal;
      allMet &&= met;
      lines.push(
        `${label.padEnd(44)} ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(8)} ${r.max.toFixed(1).padStart(8)}  ${`< ${goal}`.padEnd(6)} ${met ? 'met ' : 'MISS'}  ${r.summary}`,
      );
    };
    const measure = async (stage: string) => {
      for (const { everyS, userId } of cases) {
        const goal = GOALS_MS[everyS] ?? 0;
        row(`${stage}, ${everyS}-s fixes, defaults`, goal, await time(userId));
        row(
          `${stage}, ${everyS}-s fixes, stopThreshold=4`,
          goal,
          await time(userId, '&stopThreshold=4'),
        );
      }
    };
    await measure('stored');
    const t0 = performance.now();
    const archived = await archiveLocations(database.pool, new Date());
    const archiveS = ((performance.now() - t0) / 1000).toFixed(1);
    await measure('archived');
    process.stdout.write(
      `a 12-hour day (${date}) at 5-s fixes (8,640) and 1-s fixes (43,200); ${WARM_UP} warm-up then ${REQUESTS} requests each, timed on the client\n` +
        `archival: ${archived.days} days, ${archived.points.toLocaleString('en-IN')} points in ${archiveS} s\n` +
        `${'case'.padEnd(44)} ${'p50 ms'.padStart(7)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}  goal\n` +
        `${lines.join('\n')}\n` +
        `goal p95 (5-s < 50 ms, 1-s < 200 ms): ${allMet ? 'met in every case' : 'MISSED'}\n`,
    );
  } finally {
    await server.stop();
    await database.stop();
  }
}
