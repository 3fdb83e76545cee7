import type pg from 'pg';
import { writeDaySummaries, type Period } from './reports-seed.ts';

interface AttendanceAnswer {
  report: { people: Array<{ name: string; days: unknown[] }> };
}

const ATTENDANCE_COLUMNS = `local_date::text, session_count, worked_ms, break_ms,
  extract(epoch from first_in) * 1000, extract(epoch from last_out) * 1000, open_session`;

async function storedAttendance(pool: pg.Pool, companyId: string, userId: string, p: Period) {
  const { rows } = await pool.query<unknown[]>({
    text: `select ${ATTENDANCE_COLUMNS} from day_summaries
            where company_id = $1 and user_id = $2 and local_date between $3 and $4
            order by local_date`,
    values: [companyId, userId, p.from, p.to],
    rowMode: 'array',
  });
  return rows.map((r) => JSON.stringify(r));
}

async function personReport(base: string, token: string, period: Period, userId: string) {
  const url = `${base}/api/reports/attendance?from=${period.from}&to=${period.to}&userId=${userId}`;
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`report answered ${res.status}: ${await res.text()}`);
  const person = ((await res.json()) as AttendanceAnswer).report.people[0];
  if (!person) throw new Error(`the report has no person ${userId}`);
  return { name: person.name, days: person.days.map((d) => JSON.stringify(d)) };
}

function firstDifference(label: string, seeded: string[], server: string[]): void {
  const at = seeded.findIndex((row, i) => row !== server[i]);
  if (at >= 0 || seeded.length !== server.length) {
    throw new Error(
      `the seed does not match the server (${label}): ${seeded.length} rows seeded, ` +
        `${server.length} from the server; first difference:\n  seeded ${seeded[at] ?? '(none)'}\n` +
        `  server ${server[at] ?? '(none)'}`,
    );
  }
}

/**
 * Proves the seeded summaries are what the server itself would write: one person's days are
 * marked, so the next report sums them up again from the punches (readDays), and both the
 * stored attendance columns and the report's days must come out the same. The person whose
 * worked time varies most is taken, so late days are among those compared. Their seeded
 * travel is written back after, since the server (with no fixes) sums it up as nothing.
 */
export async function checkSeedAgainstServer(
  pool: pg.Pool,
  base: string,
  token: string,
  companyId: string,
  period: Period,
): Promise<string> {
  const { rows } = await pool.query<{ user_id: string }>(
    `select user_id from day_summaries where company_id = $1
      group by user_id order by count(distinct worked_ms) desc, user_id limit 1`,
    [companyId],
  );
  const userId = rows[0]?.user_id;
  if (!userId) throw new Error('the seed wrote no day summaries');
  const seeded = await storedAttendance(pool, companyId, userId, period);
  const before = await personReport(base, token, period, userId);

  const checkedFrom = new Date();
  await pool.query(
    `insert into day_summary_dirty (company_id, user_id, local_date)
     select company_id, user_id, local_date from day_summaries
      where company_id = $1 and user_id = $2 and local_date between $3 and $4`,
    [companyId, userId, period.from, period.to],
  );
  const after = await personReport(base, token, period, userId);
  const redone = await pool.query<{ n: string; left: string }>(
    `select (select count(*) from day_summaries where company_id = $1 and user_id = $2
                and computed_at >= $3) as n,
            (select count(*) from day_summary_dirty where company_id = $1 and user_id = $2) as left`,
    [companyId, userId, checkedFrom],
  );
  const resummed = Number(redone.rows[0]?.n ?? 0);
  if (resummed !== seeded.length || Number(redone.rows[0]?.left) !== 0) {
    throw new Error(
      `the server summed up ${resummed} of ${seeded.length} marked days; the check proves nothing`,
    );
  }
  firstDifference(
    'stored attendance columns',
    seeded,
    await storedAttendance(pool, companyId, userId, period),
  );
  firstDifference("the report's days", before.days, after.days);
  await writeDaySummaries(pool, companyId, userId);
  return (
    `seed matches the server: ${before.name}'s ${seeded.length} days, summed up again by the ` +
    `server from the punches, have the seeded session count, worked and break ms, first in, ` +
    `last out and open flag, and the report's ${before.days.length} days are the same before and after\n`
  );
}
