import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_EVENTS, liveLocationEventSchema } from '@ronda/shared';
import {
  fix,
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

  it('needs a session in the header and answers another company like a missing one', async () => {
    expect((await fetch(`${server.baseUrl}/api/companies/${co.companyId}/live`)).status).toBe(401);
    const other = await insertCompany(database.db);
    expect((await openLive(server.baseUrl, other.id, co.admin.token)).status).toBe(404);
  });
});
