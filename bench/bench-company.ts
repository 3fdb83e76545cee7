import type pg from 'pg';

export interface BenchCompany {
  companyId: string;
  adminToken: string;
  devices: Array<{ companyId: string; userId: string; token: string }>;
}

/** A session token through the demo sign-in (DEMO_LOGIN on), for a phone or a console user. */
export async function demoToken(baseUrl: string, email: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/demo-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (res.status !== 200) throw new Error(`demo sign-in failed: ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/**
 * A company with an admin and `people` employees (inserted in one statement), signed in through
 * the demo sign-in (so it is marked a demo company); `signIn` limits how many get a session (the phones that send).
 */
export async function createBenchCompany(
  pool: pg.Pool,
  baseUrl: string,
  people: number,
  signIn = people,
): Promise<BenchCompany> {
  const tag = Math.random().toString(36).slice(2, 8);
  const { rows } = await pool.query<{ id: string }>(
    `insert into companies (name, is_demo) values ($1, true) returning id`,
    [`Bench ${tag}`],
  );
  const companyId = rows[0]?.id ?? '';
  await pool.query(
    `insert into users (company_id, first_name, last_name, email, is_admin)
     values ($1, 'Bench', 'Admin', $2, true)`,
    [companyId, `admin-${tag}@bench.example`],
  );
  const users = await pool.query<{ id: string; email: string }>(
    `insert into users (company_id, first_name, last_name, email)
     select $1, 'Person', lpad(n::text, 5, '0'), 'p' || n || '-' || $2 || '@bench.example'
       from generate_series(1, $3::int) n
     returning id, email`,
    [companyId, tag, people],
  );
  const devices = [];
  for (const user of users.rows.slice(0, signIn)) {
    devices.push({ companyId, userId: user.id, token: await demoToken(baseUrl, user.email) });
  }
  return {
    companyId,
    adminToken: await demoToken(baseUrl, `admin-${tag}@bench.example`),
    devices,
  };
}
