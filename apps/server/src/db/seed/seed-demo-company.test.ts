import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { runMigrations } from '../migrate.ts';
import { countCompanyRows } from './count-company-rows.ts';
import {
  DEMO_ADMIN_EMAIL,
  DEMO_COMPANY_ID,
  DEMO_EMPLOYEE_EMAIL,
  DEMO_SUPERVISOR_EMAIL,
  isDatabaseEmpty,
  seedDemoCompany,
} from './seed-demo-company.ts';

const SEEDED_AT = new Date();

let handle: TestDatabase;
const q = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
  (await handle.pool.query<T>(text, values)).rows;

/** Every row of the seeded tables, so a second run can be compared row for row. */
const snapshot = async () => ({
  companies: await q('select * from companies order by id'),
  departments: await q('select * from departments order by id'),
  users: await q('select * from users order by id'),
  members: await q('select * from department_members order by department_id, user_id'),
  customers: await q('select * from customers order by id'),
  complaints: await q('select * from complaints order by id'),
});

describe('seedDemoCompany against PostgreSQL', () => {
  let firstRun: Awaited<ReturnType<typeof seedDemoCompany>>;
  let emptyBefore: boolean;

  beforeAll(async () => {
    handle = await createTestDatabase();
    // The copy is already migrated; migrating again is what `npm run seed` does and must be a no-op.
    await runMigrations(handle.pool);
    emptyBefore = await isDatabaseEmpty(handle.db);
    firstRun = await seedDemoCompany(handle.db, { now: SEEDED_AT });
  }, 60_000);

  afterAll(async () => {
    await handle?.drop();
  }, 30_000);

  it('reports an empty database before seeding and a non-empty one after', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
    expect(firstRun).toEqual({ companyId: DEMO_COMPANY_ID, created: true });
  });

  it('creates one Goa company with 3 departments, 1 admin, 2 supervisors, ~12 staff, ~30 customers, ~60 tasks', async () => {
    const counts = await countCompanyRows(handle.db, DEMO_COMPANY_ID);
    expect(counts.companies).toBe(1);
    expect(counts.departments).toBe(3);
    expect(counts.admins).toBe(1);
    expect(counts.supervisors).toBe(2);
    expect(counts.employees).toBeGreaterThanOrEqual(10);
    expect(counts.employees).toBeLessThanOrEqual(14);
    expect(counts.customers).toBeGreaterThanOrEqual(25);
    expect(counts.customers).toBeLessThanOrEqual(35);
    expect(counts.tasks + counts.subtasks).toBeGreaterThanOrEqual(55);
    expect(counts.tasks + counts.subtasks).toBeLessThanOrEqual(70);
    expect(counts.subtasks).toBeGreaterThan(0);

    const [company] = await q<{ timezone: string; address: string }>('select * from companies');
    expect(company?.timezone).toBe('Asia/Kolkata');
    expect(company?.address).toMatch(/Panaji, Goa/);
    const inactive = await q(
      `select 1 from users where status = 'inactive' and deactivated_at is not null`,
    );
    expect(inactive.length).toBe(1);
  });

  it('gives the sign-in e-mails the admin, supervisor and employee roles', async () => {
    const rows = await q<{
      email: string;
      is_admin: boolean;
      is_supervisor: boolean;
      status: string;
    }>('select email, is_admin, is_supervisor, status from users where email = any($1)', [
      [DEMO_ADMIN_EMAIL, DEMO_SUPERVISOR_EMAIL, DEMO_EMPLOYEE_EMAIL],
    ]);
    const byEmail = new Map(rows.map((r) => [r.email, r]));
    expect(byEmail.get(DEMO_ADMIN_EMAIL)).toMatchObject({ is_admin: true, status: 'active' });
    expect(byEmail.get(DEMO_SUPERVISOR_EMAIL)).toMatchObject({
      is_admin: false,
      is_supervisor: true,
    });
    expect(byEmail.get(DEMO_EMPLOYEE_EMAIL)).toMatchObject({
      is_admin: false,
      is_supervisor: false,
    });
  });

  it('covers every task status, priority and type', async () => {
    const values = async (column: string) =>
      (
        await q<{ v: string }>(`select distinct ${column}::text as v from complaints order by 1`)
      ).map((r) => r.v);
    expect(await values('status')).toEqual(['in-progress', 'incoming', 'rejected', 'resolved']);
    expect(await values('priority')).toEqual(['critical', 'high', 'low', 'medium']);
    expect(await values('task_type')).toEqual(['customer', 'internal']);
    const noDepartment = await q('select 1 from complaints where department_id is null');
    expect(noDepartment.length).toBeGreaterThan(0);
  });

  it('puts the company and every task location inside Goa', async () => {
    const outside = await q(
      `select id from complaints where location_lat is null
          or location_lat not between 14.88 and 15.81 or location_lng not between 73.66 and 74.35
       union all
       select id from companies where address_lat not between 14.88 and 15.81 or address_lng not between 73.66 and 74.35`,
    );
    expect(outside).toEqual([]);
  });

  it('assigns employees only to tasks of their own department, and supervisors of it or the admin', async () => {
    const strayEmployees = await q(
      `select c.id from complaints c join users u on u.id = c.employee_id
        where u.is_admin or u.is_supervisor or (c.department_id is not null and not exists (
          select 1 from department_members m where m.department_id = c.department_id and m.user_id = c.employee_id))`,
    );
    expect(strayEmployees).toEqual([]);
    const straySupervisors = await q(
      `select c.id from complaints c join users u on u.id = c.supervisor_id
        where not u.is_admin and not (u.is_supervisor and (c.department_id is null or exists (
          select 1 from department_members m where m.department_id = c.department_id and m.user_id = c.supervisor_id)))`,
    );
    expect(straySupervisors).toEqual([]);
  });

  it('keeps each status consistent with its assignment, times and completion', async () => {
    const broken = await q(
      `select id, status from complaints where
          (status = 'incoming' and (employee_id is not null or resolved_at is not null))
       or (status = 'in-progress' and (employee_id is null or started_at is null or resolved_at is not null))
       or (status = 'resolved' and (employee_id is null or started_at is null or resolved_at is null
                                    or completion_percentage <> 100 or resolved_at < started_at))
       or (status = 'rejected' and coalesce(supervisor_notes, '') = '')
       or created_at > $1 or started_at < created_at`,
      [SEEDED_AT],
    );
    expect(broken).toEqual([]);
  });

  it('has incoming tasks created today and tasks resolved today in Asia/Kolkata', async () => {
    const today = `(($1::timestamptz) at time zone 'Asia/Kolkata')::date`;
    const [row] = await q<{ incoming_today: number; resolved_today: number }>(
      `select count(*) filter (where status = 'incoming'
                and (created_at at time zone 'Asia/Kolkata')::date = ${today})::int as incoming_today,
              count(*) filter (where status = 'resolved'
                and (resolved_at at time zone 'Asia/Kolkata')::date = ${today})::int as resolved_today
         from complaints`,
      [SEEDED_AT],
    );
    expect(row?.incoming_today).toBeGreaterThanOrEqual(3);
    expect(row?.resolved_today).toBeGreaterThanOrEqual(3);
  });

  it('changes nothing when run again, even a day later: same rows, same ids, created false', async () => {
    const before = await snapshot();
    const again = await seedDemoCompany(handle.db, {
      now: new Date(SEEDED_AT.getTime() + 24 * 3_600_000),
    });
    expect(again).toEqual({ companyId: DEMO_COMPANY_ID, created: false });
    expect(await snapshot()).toEqual(before);
  });
});
