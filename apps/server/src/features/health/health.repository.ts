import type pg from 'pg';

export async function pingDatabase(pool: pg.Pool, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const ping = pool.query('select 1').then(
      () => true,
      () => false,
    );
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** How many migrations drizzle has recorded as applied to this database. */
export async function countAppliedMigrations(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(
    'select count(*) as n from drizzle.__drizzle_migrations',
  );
  return Number(rows[0]?.n ?? 0);
}
