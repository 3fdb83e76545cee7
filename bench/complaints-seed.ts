import type pg from 'pg';

/** Top-level tasks of the large company; ~10% get 1–3 subtasks, so ~100,000 rows in all. */
const LARGE_COMPANY_TASKS = 83_333;
const SMALL_COMPANIES = 999;
/** ~900,000 rows over the 999 other companies, subtasks included. */
const SMALL_COMPANY_TASKS = 751;

export interface SeedSummary {
  ms: number;
  steps: Array<{ label: string; ms: number }>;
  companies: number;
  complaints: number;
  largeCompany: { topLevel: number; subtasks: number; byStatus: Record<string, number> };
  largeCompanyPeople: Record<string, number>;
}

// Every id is derived from (company number, kind, ordinal), so the tasks can point at
// departments, people and customers without looking them up. Company 0 is the large one.
// The md5 is dressed as a version 4 UUID: the API's response schema checks ids are RFC 4122.
const uuidOf = (text: string) =>
  `overlay(overlay(md5(${text}) placing '4' from 13) placing 'a' from 17)::uuid`;
const personId = (role: string, ordinal: string) =>
  uuidOf(`'user-' || n || '-${role}-' || (${ordinal})::int`);
// The person of a role in department d: role member k belongs to department 1 + (k - 1) % depts.
const inDepartment = (size: string, r: string) =>
  `d + depts * floor(${r} * ceil((${size} - d + 1)::numeric / depts))`;

const STEPS: Array<[string, string]> = [
  [
    'plan the companies',
    `create temp table seed_companies (
       n int primary key, id uuid not null, depts int not null, supervisors int not null,
       employees int not null, admins int not null, customers int not null, tasks int not null);
     insert into seed_companies values (0, $1::uuid, 20, 50, 500, 3, 5000, ${LARGE_COMPANY_TASKS});
     insert into seed_companies
       select n, ${uuidOf(`'company-' || n`)}, 3 + n % 3, 3 + n % 3, 3 * (3 + n % 3), 1, 150,
              ${SMALL_COMPANY_TASKS}
         from generate_series(1, ${SMALL_COMPANIES}) n;
     insert into companies (id, name)
       select id, 'Bench company ' || n from seed_companies where n > 0;`,
  ],
  [
    'departments, people and customers',
    `insert into departments (id, company_id, name)
       select ${uuidOf(`'dept-' || c.n || '-' || d`)}, c.id,
              (array['Water supply', 'Electrical', 'Roads', 'Sanitation', 'Street lights',
                     'Parks', 'Drainage', 'Billing', 'Installations', 'Field service'])
                [1 + (d - 1) % 10] || ' ' || d
         from seed_companies c cross join generate_series(1, c.depts) d;
     create temp table seed_people as
       select c.n, c.id as company_id, c.depts, r.role, k
         from seed_companies c
         cross join lateral (values ('admin', c.admins), ('supervisor', c.supervisors),
                                    ('employee', c.employees)) r(role, people)
         cross join generate_series(1, r.people) k;
     insert into users (id, company_id, first_name, last_name, email, is_admin, is_supervisor)
       select ${uuidOf(`'user-' || n || '-' || role || '-' || k`)}, company_id, initcap(role),
              lpad(k::text, 4, '0'), role || k || '.c' || n || '@tasks.bench.example',
              role = 'admin', role = 'supervisor'
         from seed_people;
     insert into department_members (company_id, department_id, user_id)
       select company_id, ${uuidOf(`'dept-' || n || '-' || (1 + (k - 1) % depts)`)},
              ${uuidOf(`'user-' || n || '-' || role || '-' || k`)}
         from seed_people where role <> 'admin';
     insert into customers (id, company_id, name, email, phone)
       select ${uuidOf(`'customer-' || c.n || '-' || k`)}, c.id, 'Customer ' || k,
              'customer' || k || '.c' || c.n || '@example.com',
              '+91 98' || lpad(k::text, 8, '0')
         from seed_companies c cross join generate_series(1, c.customers) k;`,
  ],
  [
    'tasks and subtasks (one statement, in created_at order like a live table)',
    `with task as (
       select gen_random_uuid() as id, c.n, c.id as company_id, c.depts, c.supervisors,
              c.employees, 1 + floor(random() * c.customers)::int as customer_k,
              1 + floor(random() * c.depts)::int as d,
              now() - random() * interval '730 days' as created_at,
              random() as r_status, random() as r_close, random() as r_sub
         from seed_companies c cross join generate_series(1, c.tasks)
     ), top as (
       select task.*,
              (case when created_at > now() - interval '14 days' then
                 case when r_status < 0.35 then 'incoming' when r_status < 0.70 then 'in-progress'
                      when r_status < 0.95 then 'resolved' else 'rejected' end
               else
                 case when r_status < 0.01 then 'incoming' when r_status < 0.03 then 'in-progress'
                      when r_status < 0.93 then 'resolved' else 'rejected' end
               end)::task_status as status,
              created_at + r_close * least(interval '5 days', now() - created_at) as closed_at
         from task
     ), sub as (
       select gen_random_uuid() as id, top.id as parent_id, top.n, top.company_id, top.depts,
              top.supervisors, top.employees, top.customer_k,
              1 + floor(random() * top.depts)::int as d,
              top.created_at + random() * least(interval '3 days', top.ended_at - top.created_at)
                as created_at,
              top.status as parent_status, top.ended_at, random() as r_status
         from (select *, case when status in ('resolved', 'rejected') then closed_at else now() end
                           as ended_at
                 from top where r_sub < 0.1) top
         -- 1–3 subtasks: r_sub / 0.1 is uniform in [0, 1) here.
         cross join lateral generate_series(1, 1 + floor(top.r_sub * 30)::int)
     ), core as (
       select id, null::uuid as parent_id, n, company_id, depts, supervisors, employees,
              customer_k, d, created_at, status, closed_at
         from top
       union all
       select id, parent_id, n, company_id, depts, supervisors, employees, customer_k, d,
              created_at, status, created_at + random() * (ended_at - created_at)
         from (select sub.*,
                      (case when parent_status in ('resolved', 'rejected') then parent_status::text
                            when r_status < 0.4 then 'incoming' when r_status < 0.8 then 'in-progress'
                            else 'resolved' end)::task_status as status
                 from sub) s
     ), drawn as (
       select core.*, random() as r_due, random() as r_sup, random() as r_emp, random() as r_who
         from core
     )
     insert into complaints (id, company_id, parent_complaint_id, customer_id, department_id,
       supervisor_id, employee_id, description, status, priority, due_date, started_at,
       resolved_at, rejected_at, supervisor_assigned_at, employee_assigned_at,
       completion_percentage, location_address, location_lat, location_lng, created_at,
       updated_at)
     select id, company_id, parent_id, ${uuidOf(`'customer-' || n || '-' || customer_k`)},
            ${uuidOf(`'dept-' || n || '-' || d`)},
            case when r_sup < 0.8
              then ${personId('supervisor', inDepartment('supervisors', 'r_sup / 0.8'))} end,
            case when status <> 'incoming' and r_emp < 0.95
              then ${personId('employee', inDepartment('employees', 'r_who'))} end,
            (array['Water leaking near the main gate', 'Street light not working',
                   'No power in the block since morning', 'Drain blocked after the rain',
                   'Meter reading looks wrong', 'New connection requested',
                   'Pothole on the service road', 'Garbage not collected this week'])
              [1 + floor(random() * 8)::int] || ', ward ' || (1 + floor(random() * 40)::int),
            status,
            (array['low', 'medium', 'medium', 'high', 'critical']::task_priority[])
              [1 + floor(random() * 5)::int],
            case when r_due < 0.7 then created_at + (1 + floor(r_due * 20)) * interval '1 day' end,
            case when status <> 'incoming'
              then created_at + 0.2 * (closed_at - created_at) end,
            case when status = 'resolved' then closed_at end,
            case when status = 'rejected' then closed_at end,
            case when r_sup < 0.8 then created_at + interval '10 minutes' end,
            case when status <> 'incoming' and r_emp < 0.95
              then created_at + 0.2 * (closed_at - created_at) end,
            case status when 'resolved' then 100
                        when 'in-progress' then floor(r_who * 90)::int else 0 end,
            'Plot ' || (1 + floor(random() * 400)::int) || ', Sector '
              || (1 + floor(random() * 60)::int) || ', Bengaluru',
            12.85 + random() * 0.3, 77.45 + random() * 0.3,
            created_at,
            case when status in ('resolved', 'rejected') then closed_at else created_at end
       from drawn
      order by drawn.created_at`,
  ],
];

/**
 * 1,000 companies and ~1,000,000 tasks, set-based: company `largeCompanyId` (already created,
 * with its admin) gets ~100,000 tasks, 20 departments, 50 supervisors, 500 employees and 5,000
 * customers; 999 more get ~900 tasks each with a handful of departments, people and customers.
 * Vacuumed and analysed afterwards, as autovacuum would leave a live table.
 */
export async function seedComplaints(pool: pg.Pool, largeCompanyId: string): Promise<SeedSummary> {
  const t0 = performance.now();
  const steps: SeedSummary['steps'] = [];
  const client = await pool.connect();
  try {
    // Sorting a million rows into created_at order is far quicker in memory.
    await client.query(`set work_mem = '512MB'`);
    for (const [label, text] of STEPS) {
      const s0 = performance.now();
      for (const statement of text.split(/;\s*\n/)) {
        await client.query(statement, statement.includes('$1') ? [largeCompanyId] : []);
      }
      steps.push({ label, ms: performance.now() - s0 });
    }
    await client.query('drop table seed_companies, seed_people');
    const v0 = performance.now();
    await client.query('vacuum (analyze)');
    // Flush the load's WAL now rather than during the timed requests (needs superuser or
    // pg_checkpoint; without either the checkpointer does it in its own time).
    await client.query('checkpoint').catch(() => undefined);
    steps.push({ label: 'vacuum (analyze), checkpoint', ms: performance.now() - v0 });
  } finally {
    // The pool's connections go on to run EXPLAIN, which must plan as the server does.
    await client.query('reset work_mem').catch(() => undefined);
    client.release();
  }
  const ms = performance.now() - t0;
  const totals = await pool.query<{ companies: number; complaints: number }>(
    `select (select count(*)::int from companies) as companies,
            (select count(*)::int from complaints) as complaints`,
  );
  const large = await pool.query<{ status: string; top: number; sub: number }>(
    `select status, count(*) filter (where parent_complaint_id is null)::int as top,
            count(*) filter (where parent_complaint_id is not null)::int as sub
       from complaints where company_id = $1 group by status order by status`,
    [largeCompanyId],
  );
  const people = await pool.query<{ role: string; n: number }>(
    `select case when is_admin then 'admins' when is_supervisor then 'supervisors'
                 else 'employees' end as role, count(*)::int as n
       from users where company_id = $1 group by 1
     union all select 'departments', count(*)::int from departments where company_id = $1
     union all select 'customers', count(*)::int from customers where company_id = $1`,
    [largeCompanyId],
  );
  return {
    ms,
    steps,
    companies: totals.rows[0]?.companies ?? 0,
    complaints: totals.rows[0]?.complaints ?? 0,
    largeCompany: {
      topLevel: large.rows.reduce((sum, r) => sum + r.top, 0),
      subtasks: large.rows.reduce((sum, r) => sum + r.sub, 0),
      byStatus: Object.fromEntries(large.rows.map((r) => [r.status, r.top])),
    },
    largeCompanyPeople: Object.fromEntries(people.rows.map((r) => [r.role, r.n])),
  };
}
