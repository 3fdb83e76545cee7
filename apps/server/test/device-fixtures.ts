import crypto from 'node:crypto';
import {
  DEVICE_LOCATIONS_PATH,
  loginResponseSchema,
  type DevicePointInput,
  type LoginResponse,
} from '@ronda/shared';
import type { Database } from '../src/db/client.ts';
import { bearer, insertCompany, insertDepartment, insertUser, postJson } from './fixtures.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { startTestApp, type TestApp } from './test-app.ts';

/** Signs a person in through the demo sign-in (the test app runs with DEMO_LOGIN on). */
export async function signIn(baseUrl: string, email: string): Promise<LoginResponse> {
  const res = await postJson(`${baseUrl}/api/auth/demo-login`, { email });
  if (res.status !== 200) throw new Error(`demo sign-in of ${email}: ${res.status}`);
  return loginResponseSchema.parse(await res.json());
}

/** A valid fix near Panaji at `at`, with a fresh id unless one is given. */
export function fix(at: Date, overrides: Partial<DevicePointInput> = {}): DevicePointInput {
  return {
    id: `p-${crypto.randomBytes(6).toString('hex')}`,
    timestamp: at.toISOString(),
    lat: 15.4989,
    lng: 73.8278,
    accuracy: 8,
    speed: 1.2,
    heading: 90,
    battery: 80,
    ...overrides,
  };
}

export async function postPoints(baseUrl: string, token: string, points: unknown[]) {
  return postJson(`${baseUrl}${DEVICE_LOCATIONS_PATH}`, { points }, bearer(token));
}

export async function postAction(baseUrl: string, path: string, token: string, body: unknown) {
  return postJson(`${baseUrl}${path}`, body, bearer(token));
}

export function getJson(baseUrl: string, path: string, token: string) {
  return fetch(`${baseUrl}${path}`, { headers: bearer(token) });
}

export interface SmallCompany {
  companyId: string;
  departmentId: string;
  otherDepartmentId: string;
  admin: { id: string; token: string };
  supervisor: { id: string; token: string };
  worker: { id: string; token: string };
  /** In the other department: the supervisor does not see them. */
  outsider: { id: string; token: string };
}

/** A company with an admin, a supervisor and a worker of one department, and an outsider. */
export async function createSmallCompany(db: Database, baseUrl: string): Promise<SmallCompany> {
  const company = await insertCompany(db);
  const companyId = company.id;
  const admin = await insertUser(db, { companyId, isAdmin: true, firstName: 'Asha' });
  const supervisor = await insertUser(db, { companyId, isSupervisor: true, firstName: 'Sara' });
  const worker = await insertUser(db, { companyId, firstName: 'Wilson' });
  const outsider = await insertUser(db, { companyId, firstName: 'Olga' });
  const department = await insertDepartment(db, companyId, 'Field', [supervisor.id, worker.id]);
  const other = await insertDepartment(db, companyId, 'Other', [outsider.id]);
  const session = async (user: { id: string; email: string }) => ({
    id: user.id,
    token: (await signIn(baseUrl, user.email)).token,
  });
  return {
    companyId,
    departmentId: department.id,
    otherDepartmentId: other.id,
    admin: await session(admin),
    supervisor: await session(supervisor),
    worker: await session(worker),
    outsider: await session(outsider),
  };
}

export interface DeviceTestApp {
  database: TestDatabase;
  server: TestApp;
  co: SmallCompany;
  close: () => Promise<void>;
}

/** A fresh database, the app on it with demo sign-in, and a small company signed in. */
export async function startDeviceTestApp(env: Record<string, string> = {}): Promise<DeviceTestApp> {
  const database = await createTestDatabase();
  const server = await startTestApp(database, { env: { DEMO_LOGIN: 'true', ...env } });
  const co = await createSmallCompany(database.db, server.baseUrl);
  return {
    database,
    server,
    co,
    close: async () => {
      await server.close();
      await database.drop();
    },
  };
}
