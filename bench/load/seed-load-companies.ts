import type pg from 'pg';
import { createBenchCompany, demoToken } from '../bench-company.ts';
import type { LoadSettings } from './load-settings.ts';

export interface ConsoleUser {
  role: 'admin' | 'supervisor';
  token: string;
}

export interface LoadCompany {
  companyId: string;
  centre: { lat: number; lng: number };
  phones: Array<{ token: string }>;
  consoleUsers: ConsoleUser[];
}

const CITIES = [
  { lat: 15.4909, lng: 73.8278 },
  { lat: 12.9716, lng: 77.5946 },
  { lat: 19.076, lng: 72.8777 },
  { lat: 18.5204, lng: 73.8567 },
  { lat: 13.0827, lng: 80.2707 },
  { lat: 17.385, lng: 78.4867 },
  { lat: 28.6139, lng: 77.209 },
  { lat: 22.5726, lng: 88.3639 },
];
export const TASKS_PER_COMPANY = 400;
const CUSTOMERS_PER_COMPANY = 40;

/**
 * Departments (one per supervisor, at least two), the supervisors as members and the employees
 * spread over them, customers, and tasks of every status over the last 30 days, some due today:
 * what the dashboard counts and the Tasks list pages through, in one statement each.
 */
async function seedOrganisation(pool: pg.Pool, companyId: string, supervisors: number) {
  const tag = companyId.slice(0, 8);
  await pool.query(
    `insert into departments (company_id, name)
       select $1, 'Field team ' || d from generate_series(1, greatest(2, $2::int)) d`,
    [companyId, supervisors],
  );
  await pool.query(
    `insert into users (company_id, first_name, last_name, email, is_supervisor)
       select $1, 'Supervisor', k::text, 's' || k || '-' || $2 || '@bench.example', true
         from generate_series(1, $3::int) k`,
    [companyId, tag, supervisors],
  );
  // Supervisor k leads department k; employee n joins department n mod the number of them.
  await pool.query(
    `with d as (select id, row_number() over (order by name) - 1 as k, count(*) over () as n
                  from departments where company_id = $1),
          p as (select id, is_supervisor,
                       row_number() over (partition by is_supervisor order by email) - 1 as k
                  from users where company_id = $1 and not is_admin)
     insert into department_members (company_id, department_id, user_id)
       select $1, d.id, p.id from p join d on d.k = p.k % d.n
        where not p.is_supervisor or p.k < d.n`,
    [companyId],
  );
  await pool.query(
    `insert into customers (company_id, name, email)
       select $1, 'Customer ' || k, 'c' || k || '-' || $2 || '@customer.example'
         from generate_series(1, $3::int) k`,
    [companyId, tag, CUSTOMERS_PER_COMPANY],
  );
  await pool.query(
    `with d as (select array_agg(id) ids from departments where company_id = $1),
          e as (select array_agg(id) ids from users
                 where company_id = $1 and not is_admin and not is_supervisor),
          c as (select array_agg(id) ids from customers where company_id = $1),
          t as (select n, (array['incoming', 'in-progress', 'in-progress', 'resolved', 'resolved',
                                 'resolved', 'rejected'])[1 + n % 7]::task_status as status,
                       now() - (n % 720) * interval '1 hour' as created
                  from generate_series(1, $2::int) n)
     insert into complaints (company_id, department_id, employee_id, customer_id, description,
       status, created_at, started_at, resolved_at, rejected_at, due_date)
     select $1, d.ids[1 + t.n % cardinality(d.ids)],
            case when t.status <> 'incoming' then e.ids[1 + t.n % cardinality(e.ids)] end,
            c.ids[1 + t.n % cardinality(c.ids)], 'Bench task ' || t.n, t.status, t.created,
            case when t.status <> 'incoming' then t.created + interval '1 hour' end,
            case when t.status = 'resolved' then t.created + interval '3 hours' end,
            case when t.status = 'rejected' then t.created + interval '2 hours' end,
            case when t.n % 5 = 0 then date_trunc('day', now()) + interval '18 hours' end
       from t, d, e, c`,
    [companyId, TASKS_PER_COMPANY],
  );
  const { rows } = await pool.query<{ email: string }>(
    `select email from users where company_id = $1 and is_supervisor order by email`,
    [companyId],
  );
  return rows.map((r) => r.email);
}

/**
 * The companies of the run, each through createBenchCompany (its employees are the phones, its
 * admin the first console user) plus supervisors for the other console users; every session is
 * made through the demo sign-in of the set-up server. Companies are set up side by side.
 */
export async function seedLoadCompanies(
  pool: pg.Pool,
  setupUrl: string,
  settings: LoadSettings,
): Promise<LoadCompany[]> {
  const companies = Array.from({ length: settings.companies }, (_, c) => ({
    phones:
      Math.floor(settings.phones / settings.companies) +
      (c < settings.phones % settings.companies ? 1 : 0),
    // Console user u belongs to company u mod companies; the first of each is the admin.
    consoleUsers:
      Math.floor(settings.consoleUsers / settings.companies) +
      (c < settings.consoleUsers % settings.companies ? 1 : 0),
  }));
  const seeded = await Promise.all(
    companies.map(async (plan, c) => {
      const company = await createBenchCompany(pool, setupUrl, plan.phones);
      const supervisorEmails = await seedOrganisation(
        pool,
        company.companyId,
        Math.max(0, plan.consoleUsers - 1),
      );
      const consoleUsers: ConsoleUser[] = [];
      if (plan.consoleUsers > 0) consoleUsers.push({ role: 'admin', token: company.adminToken });
      for (const email of supervisorEmails) {
        consoleUsers.push({ role: 'supervisor', token: await demoToken(setupUrl, email) });
      }
      return {
        companyId: company.companyId,
        centre: CITIES[c % CITIES.length] ?? { lat: 15.49, lng: 73.83 },
        phones: company.devices.map((d) => ({ token: d.token })),
        consoleUsers,
      };
    }),
  );
  // Statistics as autovacuum would leave them, so the servers plan as they would in a live system.
  await pool.query('vacuum (analyze)');
  return seeded;
}
