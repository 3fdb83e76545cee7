import type pg from 'pg';

const DAY_MS = 24 * 3600 * 1000;
// Any constant works; it keeps two processes from creating the same partition at once.
const PARTITION_LOCK_KEY = 727_004;

/** location_points_pYYYYMMDD: the partition holding one UTC day's fixes. */
export function partitionName(dayStart: Date): string {
  return `location_points_p${dayStart.toISOString().slice(0, 10).replaceAll('-', '')}`;
}

export function utcDayStart(at: Date): Date {
  return new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
}

export async function existingPartitions(pool: pg.Pool): Promise<Set<string>> {
  const { rows } = await pool.query<{ name: string }>(
    `select c.relname as name from pg_inherits i
       join pg_class c on c.oid = i.inhrelid
       join pg_class p on p.oid = i.inhparent
      where p.relname = 'location_points'`,
  );
  return new Set(rows.map((r) => r.name));
}

/** UTC days that have fixes waiting in the default partition. */
export async function daysInDefaultPartition(pool: pg.Pool): Promise<Date[]> {
  const { rows } = await pool.query<{ day: Date }>(
    `select distinct date_trunc('day', recorded_at at time zone 'UTC') at time zone 'UTC' as day
       from location_points_default order by 1`,
  );
  return rows.map((r) => r.day);
}

/**
 * Creates the day's partition. Fixes of that day already in the default partition move into it
 * in the same transaction (PostgreSQL refuses a new partition while the default holds its rows).
 * Returns how many fixes moved.
 */
export async function createDayPartition(pool: pg.Pool, dayStart: Date): Promise<number> {
  const name = partitionName(dayStart);
  const from = dayStart.toISOString();
  const to = new Date(dayStart.getTime() + DAY_MS).toISOString();
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [PARTITION_LOCK_KEY]);
    const exists = await client.query('select 1 from pg_class where relname = $1', [name]);
    if (exists.rowCount) {
      await client.query('commit');
      return 0;
    }
    await client.query(
      `create table ${name} (like location_points including defaults including constraints)`,
    );
    const moved = await client.query(
      `with moved as (
         delete from location_points_default
          where recorded_at >= $1 and recorded_at < $2 returning *)
       insert into ${name} select * from moved`,
      [from, to],
    );
    // ATTACH adds the parent's key index and foreign keys to the new table.
    await client.query(
      `alter table location_points attach partition ${name} for values from ('${from}') to ('${to}')`,
    );
    await client.query('commit');
    return moved.rowCount ?? 0;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** The UTC day a partition holds, from its name; undefined for the default partition. */
export function partitionDay(name: string): Date | undefined {
  const match = /^location_points_p(\d{4})(\d{2})(\d{2})$/.exec(name);
  return match ? new Date(`${match[1]}-${match[2]}-${match[3]}T00:00:00Z`) : undefined;
}

/**
 * Drops day partitions that end before `before` and hold no fix any more (every day in them has
 * been archived). Checked and dropped under the partition lock, so a partition being created or
 * filled by the upkeep job is never dropped under it.
 */
export async function dropEmptyPartitionsBefore(pool: pg.Pool, before: Date): Promise<string[]> {
  const dropped: string[] = [];
  for (const name of [...(await existingPartitions(pool))].sort()) {
    const day = partitionDay(name);
    if (!day || day.getTime() + DAY_MS > before.getTime()) continue;
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query('select pg_advisory_xact_lock($1)', [PARTITION_LOCK_KEY]);
      const left = await client.query(`select 1 from ${name} limit 1`);
      if (left.rowCount === 0) {
        await client.query(`drop table ${name}`);
        dropped.push(name);
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }
  return dropped;
}
