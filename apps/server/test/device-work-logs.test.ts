import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEVICE_WORK_LOGS_PATH,
  presignedUrlResponseSchema,
  workLogResponseSchema,
  workLogsResponseSchema,
} from '@ronda/shared';
import { FOREIGN_IMAGES_MESSAGE } from '../src/adapters/storage/settle-uploads.ts';
import {
  getJson,
  postAction,
  type SmallCompany,
  startDeviceTestApp,
  type DeviceTestApp,
} from './device-fixtures.ts';
import { insertCompany, insertDepartment } from './fixtures.ts';
import type { TestDatabase } from './test-database.ts';
import type { TestApp } from './test-app.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('work logs from the phone, read by the console (CON-API-31, CON-API-41)', () => {
  let database: TestDatabase;
  let server: TestApp;
  let dataDir: string;
  let co: SmallCompany;

  let app: DeviceTestApp;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ronda-worklogs-'));
    app = await startDeviceTestApp({ DATA_DIR: dataDir });
    ({ database, server, co } = app);
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const log = (token: string, body: unknown) =>
    postAction(server.baseUrl, DEVICE_WORK_LOGS_PATH, token, body);

  async function uploadPhoto(token: string): Promise<string> {
    const res = await getJson(
      server.baseUrl,
      '/api/upload/presigned-url?fileType=image/png',
      token,
    );
    const { uploadUrl, fileUrl } = presignedUrlResponseSchema.parse(await res.json());
    const put = await fetch(uploadUrl, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: PNG,
    });
    expect(put.status).toBe(200);
    return fileUrl;
  }

  it('stores a work log once per phone id, with photos uploaded first', async () => {
    const photo = await uploadPhoto(co.worker.token);
    // 19:10 UTC yesterday is 00:40 today in Goa: the work day is the company's local day.
    const at = new Date();
    at.setUTCDate(at.getUTCDate() - 1);
    at.setUTCHours(19, 10, 0, 0);
    const utcDay = at.toISOString().slice(0, 10);
    const goaDay = new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
    const body = {
      id: 'wl-1',
      timestamp: at.toISOString(),
      description: 'Replaced the compressor relay',
      departmentId: co.departmentId,
      supervisorId: co.supervisor.id,
      notes: 'Customer asked for a follow-up in a month',
      location: { lat: 15.4986, lng: 73.8306, address: '18th June Road, Panaji' },
      employeeImages: [photo],
    };
    const first = await log(co.worker.token, body);
    expect(first.status).toBe(200);
    const workLog = workLogResponseSchema.parse(await first.json()).workLog;
    expect(goaDay).not.toBe(utcDay);
    expect(workLog).toMatchObject({
      workDate: goaDay,
      status: 'completed',
      priority: 'medium',
      Department: { id: co.departmentId, name: 'Field' },
      assignedEmployee: { firstName: 'Wilson' },
      supervisor: { firstName: 'Sara' },
      location: { address: '18th June Road, Panaji', coordinates: [73.8306, 15.4986] },
      employeeImages: [photo],
      images: [],
    });
    const again = workLogResponseSchema.parse(await (await log(co.worker.token, body)).json());
    expect(again.workLog.id).toBe(workLog.id);

    const list = await getJson(
      server.baseUrl,
      `/api/companies/${co.worker.id}/worklogs`,
      co.supervisor.token,
    );
    expect(workLogsResponseSchema.parse(await list.json()).workLogs.map((w) => w.id)).toEqual([
      workLog.id,
    ]);
    const otherDay = await getJson(
      server.baseUrl,
      `/api/companies/${co.worker.id}/worklogs?date=${utcDay}`,
      co.admin.token,
    );
    expect(workLogsResponseSchema.parse(await otherDay.json()).workLogs).toEqual([]);
  });

  it("refuses another company's department and images, and bad fields", async () => {
    const other = await insertCompany(database.db);
    const foreignDept = await insertDepartment(database.db, other.id, 'Theirs');
    const base = {
      id: 'wl-bad',
      timestamp: new Date().toISOString(),
      description: 'Checked the meter',
    };
    const dept = await log(co.worker.token, { ...base, departmentId: foreignDept.id });
    expect(dept.status).toBe(404);
    expect(await dept.json()).toEqual({ is_success: false, message: 'Department not found' });
    const notSupervisor = await log(co.worker.token, { ...base, supervisorId: co.outsider.id });
    expect(notSupervisor.status).toBe(400);
    const image = await log(co.worker.token, {
      ...base,
      employeeImages: [`${server.baseUrl}/uploads/${other.id}/2026/11/abc.png`],
    });
    expect(image.status).toBe(400);
    expect(await image.json()).toEqual({ is_success: false, message: FOREIGN_IMAGES_MESSAGE });
    const badEscape = await log(co.worker.token, {
      ...base,
      employeeImages: ['https://x.example/%zz.png'],
    });
    expect(badEscape.status).toBe(400);
    for (const bad of [
      { ...base, description: '' },
      { ...base, status: 'done' },
      { ...base, workDate: '24/11/2026' },
      { ...base, workDate: '0000-01-01' },
      { id: 'x', description: 'no time' },
      { timestamp: new Date().toISOString(), description: 'no id' },
    ]) {
      expect((await log(co.worker.token, bad)).status).toBe(400);
    }
  });

  it('lets an employee read only their own work logs', async () => {
    const mine = await getJson(
      server.baseUrl,
      `/api/companies/${co.worker.id}/worklogs`,
      co.worker.token,
    );
    expect(mine.status).toBe(200);
    const theirs = await getJson(
      server.baseUrl,
      `/api/companies/${co.worker.id}/worklogs`,
      co.outsider.token,
    );
    expect(theirs.status).toBe(403);
  });
});
