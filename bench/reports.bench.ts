import type pg from 'pg';
import { startBenchDatabase } from './bench-database.ts';
import { createBenchCompany, type BenchCompany } from './bench-company.ts';
import { checkSeedAgainstServer } from './reports-check.ts';
import { seedMonth, type Period } from './reports-seed.ts';
import { timeDownload, timeJsonReport } from './reports-timing.ts';
import { startServerProcess } from './server-process.ts';

/**
 * Issue 29: a month's attendance and distance reports of 1,000 people answer at p95 under
 * 300 ms, and the XLSX of 10,000 people's month comes whole in under 30 s with the server
 * under 300 MB at its peak. REPORTS_PEOPLE and REPORTS_XLSX_PEOPLE shrink it for a quick look.
 */
const PEOPLE = Number(process.env.REPORTS_PEOPLE ?? 1000);
const XLSX_PEOPLE = Number(process.env.REPORTS_XLSX_PEOPLE ?? 10000);
const XLSX_RUNS = Number(process.env.REPORTS_XLSX_RUNS ?? 2);
const GOAL_MS = 300;
const RUNS = 20;
const XLSX_GOALS = { ms: 30_000, peakMb: 300 };
const PERIOD: Period = { from: '2026-10-01', to: '2026-10-31' };
const KINDS = ['attendance', 'distance'] as const;

const SERVER_ENV = { SEED_DEMO: 'false', DEMO_LOGIN: 'true' };
const count = (n: number) => n.toLocaleString('en-IN');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** A company of `people` with its month seeded, and what that took, printed. */
async function seededCompany(pool: pg.Pool, baseUrl: string, people: number) {
  const t0 = performance.now();
  const company = await createBenchCompany(pool, baseUrl, people, 0);
  const createdMs = performance.now() - t0;
  const seed = await seedMonth(pool, company.companyId, PERIOD);
  process.stdout.write(
    `company of ${count(people)} people created and its admin signed in in ${seconds(createdMs)}; ` +
      `seeded ${count(seed.sessions)} sessions and ${count(seed.days)} day summaries of ` +
      `${PERIOD.from}..${PERIOD.to} in ${seconds(seed.ms)} ` +
      `(${seed.steps.map((s) => `${s.label} ${seconds(s.ms)}`).join(', ')})\n`,
  );
  return company;
}

const reportUrl = (base: string, kind: string, format = 'json') =>
  `${base}/api/reports/${kind}?from=${PERIOD.from}&to=${PERIOD.to}` +
  (format === 'json' ? '' : `&format=${format}`);

/** Goal 1: the JSON reports of PEOPLE's month, after the seed is checked against the server. */
async function jsonPart(pool: pg.Pool, baseUrl: string): Promise<void> {
  const company = await seededCompany(pool, baseUrl, PEOPLE);
  process.stdout.write(
    await checkSeedAgainstServer(pool, baseUrl, company.adminToken, company.companyId, PERIOD),
  );
  process.stdout.write(
    `GET /api/reports/{attendance,distance}?from=${PERIOD.from}&to=${PERIOD.to} as the admin; ` +
      `3 warm-up then ${RUNS} one after another, timed on the client:\n`,
  );
  for (const kind of KINDS) {
    process.stdout.write(
      await timeJsonReport(
        reportUrl(baseUrl, kind),
        company.adminToken,
        RUNS,
        GOAL_MS,
        `${kind}, a month of ${count(PEOPLE)} people`,
      ),
    );
  }
}

/**
 * Goal 2: the XLSX files of XLSX_PEOPLE's month, from a server of their own, so its peak
 * memory is the downloads' and not what the JSON runs left on its heap.
 */
async function xlsxPart(databaseUrl: string, company: BenchCompany): Promise<void> {
  const server = await startServerProcess({ DATABASE_URL: databaseUrl, ...SERVER_ENV });
  try {
    process.stdout.write(
      `a fresh server (listening in ${server.msToListen.toFixed(0)} ms); ` +
        `GET /api/reports/{attendance,distance}?from=${PERIOD.from}&to=${PERIOD.to}&format=xlsx ` +
        `as the admin, ${XLSX_RUNS} of each, one after another:\n`,
    );
    for (const kind of KINDS) {
      for (let run = 1; run <= XLSX_RUNS; run += 1) {
        process.stdout.write(
          await timeDownload(
            reportUrl(server.url, kind, 'xlsx'),
            company.adminToken,
            server.pid,
            XLSX_GOALS,
            `${kind} XLSX of ${count(XLSX_PEOPLE)} people, run ${run}`,
          ),
        );
      }
    }
  } finally {
    await server.stop();
  }
}

export async function benchReports(): Promise<void> {
  const database = await startBenchDatabase(4);
  try {
    const server = await startServerProcess({ DATABASE_URL: database.url, ...SERVER_ENV });
    let large: BenchCompany;
    try {
      await jsonPart(database.pool, server.url);
      // Made here because its admin signs in through a server; the files get a server of their own.
      large = await seededCompany(database.pool, server.url, XLSX_PEOPLE);
    } finally {
      await server.stop();
    }
    await xlsxPart(database.url, large);
  } finally {
    await database.stop();
  }
}
