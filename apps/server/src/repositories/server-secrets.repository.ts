import type { Queryable } from './day-fixes.repository.ts';

/** Stores a secret unless one of that name exists (the first process to start wins). */
export async function keepSecret(db: Queryable, name: string, value: string): Promise<void> {
  await db.query(
    'insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing',
    [name, value],
  );
}

export async function findSecret(db: Queryable, name: string): Promise<string | undefined> {
  const { rows } = await db.query<{ value: string }>(
    'select value from server_secrets where name = $1',
    [name],
  );
  return rows[0]?.value;
}
