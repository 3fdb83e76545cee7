import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEVICE_PUNCH_IN_PATH,
  DEVICE_WORK_LOGS_PATH,
  LIVE_EVENTS,
  liveActivityEventSchema,
  liveLocationEventSchema,
} from '@ronda/shared';
import {
  fix,
  postAction,
  postPoints,
  type SmallCompany,
  startDeviceTestApp,
  type DeviceTestApp,
} from './device-fixtures.ts';
import { bearer, insertCompany } from './fixtures.ts';
import { readSse } from './sse-reader.ts';
import type { TestApp } from './test-app.ts';
import type { TestDatabase } from './test-database.ts';

const openLive = (baseUrl: string, companyId: string, token: string) =>
  fetch(`${baseUrl}/api/companies/${companyId}/live`, {
    headers: { ...bearer(token), accept: 'text/event-stream' },
  });

describe('live positions over Server-Sent Events', () => {
  let database: TestDatabase;
  let server: TestApp;
  let co: SmallCompany;

  let app: DeviceTestApp;

  beforeAll(async () => {
    app = await startDeviceTestApp();
    ({ database, server, co } = app);
  });
  afterAll(() => app.close());

  it('pushes only the moves of people the viewer may see', async () => {
    const res = await openLive(server.baseUrl, co.companyId, co.supervisor.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const stream = readSse(res);
    expect((await stream.next()).event).toBe(LIVE_EVENTS.snapshot);
    await postPoints(server.baseUrl, co.outsider.token, [fix(new Date(), { lat: 15.3 })]);
    await postPoints(server.baseUrl, co.worker.token, [fix(new Date(), { lat: 15.4 })]);
    const event = await stream.next();
    expect(event.event).toBe(LIVE_EVENTS.location);
    // The outsider moved first but is in another department: only the worker reaches the supervisor.
    expect(liveLocationEventSchema.parse(JSON.parse(event.data)).employee.id).toBe(co.worker.id);
    await stream.close();
  });

  it('issue 27: tells of punches and work logs of people the viewer may see, not of others', async () => {
    const res = await openLive(server.baseUrl, co.companyId, co.supervisor.token);
    const stream = readSse(res);
    expect((await stream.next()).event).toBe(LIVE_EVENTS.snapshot);
    const spot = { lat: 15.49, lng: 73.83 };
    const now = new Date().toISOString();
    const punch = (token: string, id: string) =>
      postAction(server.baseUrl, DEVICE_PUNCH_IN_PATH, token, {
        id,
        timestamp: now,
        location: spot,
      });
    expect((await punch(co.outsider.token, 'live-out-1')).status).toBe(200);
    expect((await punch(co.worker.token, 'live-in-1')).status).toBe(200);
    const punched = await stream.next();
    expect(punched.event).toBe(LIVE_EVENTS.activity);
    // The outsider punched first but is in another department: only the worker's reaches them.
    expect(liveActivityEventSchema.parse(JSON.parse(punched.data))).toEqual({
      employeeId: co.worker.id,
      kind: 'attendance',
    });
    const logged = await postAction(server.baseUrl, DEVICE_WORK_LOGS_PATH, co.worker.token, {
      id: 'live-log-1',
      description: 'Fixed the pump',
      status: 'completed',
      timestamp: now,
      location: spot,
    });
    expect(logged.status, await logged.clone().text()).toBeLessThan(300);
    const event = await stream.next();
    expect(liveActivityEventSchema.parse(JSON.parse(event.data))).toEqual({
      employeeId: co.worker.id,
      kind: 'work-log',
    });
    await stream.close();
  });

  it('needs a session in the header and answers another company like a missing one', async () => {
    expect((await fetch(`${server.baseUrl}/api/companies/${co.companyId}/live`)).status).toBe(401);
    const other = await insertCompany(database.db);
    expect((await openLive(server.baseUrl, other.id, co.admin.token)).status).toBe(404);
  });
});
