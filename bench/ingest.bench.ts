import { startBenchDatabase } from './bench-database.ts';
import { deviceBatches, rawInsertBatch, type BenchPoint } from './ingest-data.ts';
import { startServerProcess } from './server-process.ts';
import { createBenchCompany } from './bench-company.ts';

const DEVICES = 20;
const BATCHES_PER_DEVICE = 20;
const POINTS_PER_BATCH = 500;
const ROUNDS = Number(process.env.INGEST_ROUNDS ?? 3);
const GOAL_POINTS_PER_S = 40_000;
const GOAL_RATIO = 0.5;

async function eachDevice(work: (device: number) => Promise<void>): Promise<number> {
  const t0 = performance.now();
  await Promise.all(Array.from({ length: DEVICES }, (_, d) => work(d)));
  return performance.now() - t0;
}

/**
 * Location ingest through the HTTP API (20 devices at once, 500-point batches) beside a raw
 * multi-row INSERT of the same rows into the same table, round after round, every run printed.
 */
export async function benchIngest(): Promise<void> {
  const database = await startBenchDatabase(DEVICES + 4);
  const server = await startServerProcess({
    DATABASE_URL: database.url,
    SEED_DEMO: 'false',
    DEMO_LOGIN: 'true',
  });
  try {
    const company = await createBenchCompany(database.pool, server.url, DEVICES);
    const start = Date.now() - 2 * 24 * 3600 * 1000;
    // Everyone punched in since before the first point: issue 30's alert rules (all on by
    // default) are read and judged on every batch, the costliest case for ingest.
    await database.pool.query(
      `insert into attendance_records (company_id, user_id, check_in_at, check_in_client_id,
         check_in_lat, check_in_lng)
       select company_id, id, $2::timestamptz, 'bench-in-' || id, 15.49, 73.82
         from users where company_id = $1 and not is_admin`,
      [company.companyId, new Date(start - 3600_000)],
    );
    const data = company.devices.map((_, d) =>
      deviceBatches(d, BATCHES_PER_DEVICE, POINTS_PER_BATCH, start),
    );
    // Serialised before the clock starts: the client's JSON work is not the server's.
    const bodies = data.map((batches) => batches.map((points) => JSON.stringify({ points })));
    const total = DEVICES * BATCHES_PER_DEVICE * POINTS_PER_BATCH;
    const truncate = () => database.pool.query('truncate location_points, latest_locations');

    const postAll = () =>
      eachDevice(async (d) => {
        const device = company.devices[d];
        for (const body of bodies[d] ?? []) {
          const res = await fetch(`${server.url}/api/device/locations`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${device?.token}`,
            },
            body,
          });
          const answer = (await res.json()) as { accepted?: number };
          if (res.status !== 200 || answer.accepted !== POINTS_PER_BATCH) {
            throw new Error(`batch not stored: ${res.status} ${JSON.stringify(answer)}`);
          }
        }
      });
    const rawAll = () =>
      eachDevice(async (d) => {
        const device = company.devices[d];
        if (!device) return;
        for (const batch of data[d] ?? []) {
          await rawInsertBatch(database.pool, device, batch as BenchPoint[]);
        }
      });

    await truncate();
    await postAll(); // warm-up: JIT, connections, partitions in the cache
    const lines: string[] = [];
    const rates = { http: [] as number[], raw: [] as number[] };
    for (let round = 1; round <= ROUNDS; round += 1) {
      await truncate();
      const rawMs = await rawAll();
      await truncate();
      const httpMs = await postAll();
      const raw = total / (rawMs / 1000);
      const http = total / (httpMs / 1000);
      rates.raw.push(raw);
      rates.http.push(http);
      lines.push(
        `round ${round}: HTTP API ${http.toFixed(0).padStart(7)} points/s   raw INSERT ${raw
          .toFixed(0)
          .padStart(7)} points/s   ratio ${(http / raw).toFixed(2)}`,
      );
    }
    process.stdout.write(
      `${total.toLocaleString('en-IN')} points a run: ${DEVICES} devices × ${BATCHES_PER_DEVICE} batches × ${POINTS_PER_BATCH} points (client, server and PostgreSQL share 2 cores)\n`,
    );
    for (const line of lines) process.stdout.write(`${line}\n`);
    const worstHttp = Math.min(...rates.http);
    const worstRatio = Math.min(...rates.http.map((h, i) => h / (rates.raw[i] ?? h)));
    const ok = worstHttp >= GOAL_POINTS_PER_S && worstRatio >= GOAL_RATIO;
    process.stdout.write(
      `goal ≥ ${GOAL_POINTS_PER_S} points/s and ≥ ${GOAL_RATIO} × raw in every round: ${ok ? 'met' : 'NOT met'} (worst ${worstHttp.toFixed(0)} points/s, ratio ${worstRatio.toFixed(2)})\n`,
    );
  } finally {
    await server.stop();
    await database.stop();
  }
}
