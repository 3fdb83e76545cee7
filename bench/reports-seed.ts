import type pg from 'pg';

export interface Period {
  from: string;
  to: string;
}

export interface MonthSeed {
  sessions: number;
  days: number;
  ms: number;
  steps: Array<{ label: string; ms: number }>;
}

/** Epoch milliseconds as the server keeps them in the stays and gaps (JSON numbers, not text). */
const ms = (t: string) => `(extract(epoch from ${t}) * 1000)::bigint`;

// Two sessions a working day (09:30–13:00, 14:00–18:30 in the company's zone), one day in 7
// 25 minutes late, one in 13 absent, Sundays off; hashtext makes each person's month differ but
// stay repeatable. The days are plain timestamps: from dates alone generate_series gives
// timestamptz, and `at time zone` would then turn the wall times into the session zone's.
const PUNCHES = `
  insert into attendance_records (company_id, user_id, check_in_at, check_in_client_id,
    check_in_lat, check_in_lng, check_out_at, check_out_client_id, check_out_lat, check_out_lng)
  select u.company_id, u.id,
         (d + s.from_t + (case when (hashtext(u.id::text || d::text) % 7) = 0 then interval '25 min' else interval '0' end)) at time zone c.timezone,
         'in-' || s.n || '-' || d::date, 15.49, 73.82,
         (d + s.to_t) at time zone c.timezone, 'out-' || s.n || '-' || d::date, 15.49, 73.82
    from users u join companies c on c.id = u.company_id
    cross join generate_series($2::date::timestamp, $3::date::timestamp, interval '1 day') d
    cross join (values (1, time '09:30', time '13:00'), (2, time '14:00', time '18:30')) s(n, from_t, to_t)
   where u.company_id = $1 and extract(isodow from d) < 7
     and (hashtext(u.id::text || d::text) % 13) <> 0`;

// A 15-minute tea break in each morning session.
const BREAKS = `
  insert into breaks (company_id, user_id, attendance_id, reason, start_at, start_client_id,
    start_lat, start_lng, end_at, end_client_id, end_lat, end_lng)
  select company_id, user_id, id, 'Tea', check_in_at + interval '90 min', 'b-' || id,
         15.49, 73.82, check_in_at + interval '105 min', 'be-' || id, 15.49, 73.82
    from attendance_records where company_id = $1 and check_in_client_id like 'in-1-%'`;

/**
 * What summarise-days would have written for each seeded day, so the reports read the steady
 * state and not 31,000 days summed up on their first read. The attendance part follows
 * attendanceDayTotals for closed sessions that start and end on the day of their punch-in (all
 * the seed makes): each session counts from punch-in to punch-out, its breaks clipped to it and
 * never more than it; the first punch-in, the punch-out of the session that began last. The
 * travel part is invented but self-consistent: the fixes span the stays, the silent minutes are
 * the gaps', a fix every 30 s while not silent. `$2` limits it to one person (null for all).
 */
const SUMMARIES = `
  with session as (
    select a.company_id, a.user_id, (a.check_in_at at time zone c.timezone)::date as local_date,
           a.check_in_at, a.check_out_at,
           extract(epoch from a.check_out_at - a.check_in_at) * 1000 as logged_ms,
           coalesce(sum(greatest(0, extract(epoch from
             least(coalesce(b.end_at, a.check_out_at), a.check_out_at)
             - greatest(b.start_at, a.check_in_at))))
               -- greatest() skips nulls: without this a session with no break is all break.
               filter (where b.start_at is not null), 0) * 1000 as break_ms
      from attendance_records a join companies c on c.id = a.company_id
      left join breaks b on b.company_id = a.company_id and b.attendance_id = a.id
     where a.company_id = $1 and ($2::uuid is null or a.user_id = $2)
       and a.check_out_at is not null
     group by a.id, c.id
  ), day as (
    select company_id, user_id, local_date, count(*)::int as session_count,
           round(sum(logged_ms - least(break_ms, logged_ms)))::int as worked_ms,
           round(sum(least(break_ms, logged_ms)))::int as break_ms,
           min(check_in_at) as first_in,
           (array_agg(check_out_at order by check_in_at desc))[1] as last_out,
           hashtext(user_id::text || local_date::text) & 2147483647 as h
      from session group by company_id, user_id, local_date
  )
  insert into day_summaries (company_id, user_id, local_date, session_count, worked_ms, break_ms,
    first_in, last_out, open_session, walking_m, cycling_m, driving_m, trips, stays, gaps,
    silent_minutes, first_fix_at, last_fix_at, fix_count, computed_at)
  select d.company_id, d.user_id, d.local_date, d.session_count, d.worked_ms, d.break_ms,
         d.first_in, d.last_out, false,
         400 + d.h % 2600,
         case when (d.h >> 8) % 5 = 0 then 1500 + (d.h >> 10) % 6000 else 0 end,
         case when (d.h >> 12) % 3 = 0 then 0 else 4000 + (d.h >> 14) % 38000 end,
         2 + (d.h >> 16) % 5,
         case when (d.h >> 18) % 10 = 0 then '[]'::jsonb else jsonb_build_array(
           jsonb_build_array(${ms('f.first_fix')}, ${ms("f.first_fix + interval '50 min'")}, f.lat, f.lng),
           jsonb_build_array(${ms("d.first_in + interval '150 min'")}, ${ms("d.first_in + interval '200 min'")}, f.lat + 0.011, f.lng - 0.007),
           jsonb_build_array(${ms("f.last_fix - interval '40 min'")}, ${ms('f.last_fix')}, f.lat, f.lng)) end,
         case when f.silent = 0 then '[]'::jsonb else jsonb_build_array(jsonb_build_array(
           ${ms("d.first_in + interval '60 min'")},
           ${ms("d.first_in + interval '60 min' + f.silent * interval '1 min'")})) end,
         f.silent, f.first_fix, f.last_fix,
         (extract(epoch from f.last_fix - f.first_fix) / 30)::int - 2 * f.silent,
         now()
    from day d
    cross join lateral (select d.first_in + interval '2 min' as first_fix,
                               d.last_out - interval '1 min' as last_fix,
                               case when d.h % 4 = 0 then 15 + (d.h >> 4) % 45 else 0 end as silent,
                               round(15.45 + ((d.h >> 20) % 100) / 1000.0, 5) as lat,
                               round(73.78 + ((d.h >> 24) % 100) / 1000.0, 5) as lng) f
  on conflict (company_id, user_id, local_date) do update set
    session_count = excluded.session_count, worked_ms = excluded.worked_ms,
    break_ms = excluded.break_ms, first_in = excluded.first_in, last_out = excluded.last_out,
    open_session = excluded.open_session, walking_m = excluded.walking_m,
    cycling_m = excluded.cycling_m, driving_m = excluded.driving_m, trips = excluded.trips,
    stays = excluded.stays, gaps = excluded.gaps, silent_minutes = excluded.silent_minutes,
    first_fix_at = excluded.first_fix_at, last_fix_at = excluded.last_fix_at,
    fix_count = excluded.fix_count, computed_at = excluded.computed_at`;

/** Writes the seeded days' summaries (of one person when `userId` is given); how many rows. */
export async function writeDaySummaries(
  db: pg.Pool | pg.PoolClient,
  companyId: string,
  userId: string | null = null,
): Promise<number> {
  const result = await db.query(SUMMARIES, [companyId, userId]);
  return result.rowCount ?? 0;
}

/**
 * A month of punches and breaks for every person of a company, one statement per table, and
 * their day summaries as the summarise-days job leaves them. One transaction: the triggers mark
 * every seeded day, and the server's job (every minute) must never see those marks, or it
 * would sum days up again (without their invented travel) while the seed is still writing.
 */
export async function seedMonth(
  pool: pg.Pool,
  companyId: string,
  period: Period,
): Promise<MonthSeed> {
  const t0 = performance.now();
  const steps: MonthSeed['steps'] = [];
  const step = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
    const s0 = performance.now();
    const result = await work();
    steps.push({ label, ms: performance.now() - s0 });
    return result;
  };
  const client = await pool.connect();
  let days: number;
  try {
    await client.query('begin');
    await client.query(`update users set created_at = '2026-01-01' where company_id = $1`, [
      companyId,
    ]);
    await step('punches', () => client.query(PUNCHES, [companyId, period.from, period.to]));
    await step('breaks', () => client.query(BREAKS, [companyId]));
    // Statistics that still say the company has no punches make the summaries a nested loop
    // over every session's breaks (45 s for 500 people, squared with more); analyze sees the
    // transaction's own rows.
    await step('analyze', () => client.query('analyze attendance_records, breaks'));
    days = await step('summaries', () => writeDaySummaries(client, companyId));
    await step('marks dropped', () =>
      client.query('delete from day_summary_dirty where company_id = $1', [companyId]),
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  await step('vacuum', () =>
    pool.query('vacuum (analyze) attendance_records, breaks, day_summaries, day_summary_dirty'),
  );
  const { rows } = await pool.query<{ n: string }>(
    'select count(*) as n from attendance_records where company_id = $1',
    [companyId],
  );
  return { sessions: Number(rows[0]?.n ?? 0), days, ms: performance.now() - t0, steps };
}
