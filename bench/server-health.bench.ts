import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from './server-process.ts';

const DURATION_MS = 5_000;
const CONCURRENCY = 16;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** Requests per second and latency of GET /api/health (one database round trip) on loopback. */
export async function benchHealth(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ronda-bench-health-'));
  await fs.chmod(dataDir, 0o755);
  const server = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: 'false' });
  try {
    const target = `${server.url}/api/health`;
    for (let i = 0; i < 200; i += 1) await (await fetch(target)).arrayBuffer(); // warm-up
    const latencies: number[] = [];
    let failures = 0;
    const end = performance.now() + DURATION_MS;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < end) {
          const t0 = performance.now();
          const res = await fetch(target);
          await res.arrayBuffer();
          if (res.status !== 200) failures += 1;
          latencies.push(performance.now() - t0);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const rps = latencies.length / (DURATION_MS / 1000);
    process.stdout.write(
      `GET /api/health, ${CONCURRENCY} concurrent clients for ${DURATION_MS / 1000}s (client and server share 2 cores)\n` +
        `requests/s ${rps.toFixed(0)}  p50 ${percentile(latencies, 50).toFixed(2)} ms  ` +
        `p99 ${percentile(latencies, 99).toFixed(2)} ms  failures ${failures}\n`,
    );
  } finally {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}
