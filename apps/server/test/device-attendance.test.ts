import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ATTENDANCE_CONFLICTS,
  attendanceDayResponseSchema,
  attendanceResponseSchema,
  breakResponseSchema,
  DEVICE_BREAK_END_PATH,
  DEVICE_BREAK_START_PATH,
  DEVICE_PUNCH_IN_PATH,
  DEVICE_PUNCH_OUT_PATH,
  DEVICE_TIME_MESSAGES,
} from '@ronda/shared';
import {
  getJson,
  postAction,
  type SmallCompany,
  startDeviceTestApp,
  type DeviceTestApp,
} from './device-fixtures.ts';
import { bearer, insertCompany, insertUser, postJson } from './fixtures.ts';
import type { TestDatabase } from './test-database.ts';
import type { TestApp } from './test-app.ts';

const MINUTE = 60_000;
const office = { lat: 15.4942, lng: 73.8357, address: 'Patto Plaza, Panaji' };
const market = { lat: 15.4986, lng: 73.8306 };
const faraway = { lat: 15.2832, lng: 73.9862 };

describe('punches and breaks from the phone', () => {
  let database: TestDatabase;
  let server: TestApp;
  let co: SmallCompany;
  const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE).toISOString();

  let app: DeviceTestApp;

  beforeAll(async () => {
    app = await startDeviceTestApp();
    ({ database, server, co } = app);
  });
  afterAll(() => app.close());

  const act = (path: string, token: string, body: unknown) =>
    postAction(server.baseUrl, path, token, body);
  const expectConflict = async (res: Response, message: string) => {
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ is_success: false, message });
  };

  let workerPunchedInAt = '';

  it('walks a day: punch in, break, punch out, each re-sent without effect', async () => {
    const punchIn = { id: 'in-1', timestamp: ago(240), location: office };
    workerPunchedInAt = punchIn.timestamp;
    const first = await act(DEVICE_PUNCH_IN_PATH, co.worker.token, punchIn);
    expect(first.status).toBe(200);
    const record = attendanceResponseSchema.parse(await first.json()).attendance;
    expect(record).toMatchObject({
      checkInTime: punchIn.timestamp,
      checkOutTime: null,
      checkInLocation: { address: office.address, coordinates: [office.lng, office.lat] },
      checkIn: { outsideSite: false, isMock: false, site: null },
      breaks: [],
    });
    // The phone did not see the answer and sends it again: same record, no conflict.
    const replay = await act(DEVICE_PUNCH_IN_PATH, co.worker.token, punchIn);
    expect(attendanceResponseSchema.parse(await replay.json()).attendance.id).toBe(record.id);

    const start = { id: 'brk-1', timestamp: ago(120), reason: 'Lunch', location: market };
    const started = breakResponseSchema.parse(
      await (await act(DEVICE_BREAK_START_PATH, co.worker.token, start)).json(),
    ).break;
    expect(started).toMatchObject({ reason: 'Lunch', endTime: null, duration: null });
    const end = { id: 'brk-1-end', timestamp: ago(90), location: market };
    const ended = breakResponseSchema.parse(
      await (await act(DEVICE_BREAK_END_PATH, co.worker.token, end)).json(),
    ).break;
    expect(ended).toMatchObject({ id: started.id, duration: 0.5, endLocation: market });
    const endAgain = await act(DEVICE_BREAK_END_PATH, co.worker.token, end);
    expect(breakResponseSchema.parse(await endAgain.json()).break.id).toBe(started.id);

    const out = { id: 'out-1', timestamp: ago(10), location: market };
    const closed = attendanceResponseSchema.parse(
      await (await act(DEVICE_PUNCH_OUT_PATH, co.worker.token, out)).json(),
    ).attendance;
    expect(closed).toMatchObject({ id: record.id, checkOutTime: out.timestamp });
    expect(closed.checkOutLocation?.coordinates).toEqual([market.lng, market.lat]);
    expect(closed.breaks).toHaveLength(1);
    const outAgain = await act(DEVICE_PUNCH_OUT_PATH, co.worker.token, out);
    expect(outAgain.status).toBe(200);
  });

  it('answers 409 with what is wrong for actions out of order', async () => {
    const t = co.outsider.token;
    let n = 0;
    const id = () => `o-${(n += 1)}`;
    await expectConflict(
      await act(DEVICE_PUNCH_OUT_PATH, t, { id: id(), timestamp: ago(5), location: office }),
      ATTENDANCE_CONFLICTS.notPunchedIn,
    );
    await expectConflict(
      await act(DEVICE_BREAK_START_PATH, t, {
        id: id(),
        timestamp: ago(5),
        reason: 'Tea',
        location: office,
      }),
      ATTENDANCE_CONFLICTS.breakNeedsPunchIn,
    );
    await expectConflict(
      await act(DEVICE_BREAK_END_PATH, t, { id: id(), timestamp: ago(5), location: office }),
      ATTENDANCE_CONFLICTS.noOpenBreak,
    );
    expect(
      (await act(DEVICE_PUNCH_IN_PATH, t, { id: id(), timestamp: ago(60), location: office }))
        .status,
    ).toBe(200);
    await expectConflict(
      await act(DEVICE_PUNCH_IN_PATH, t, { id: id(), timestamp: ago(50), location: office }),
      ATTENDANCE_CONFLICTS.alreadyPunchedIn,
    );
    await expectConflict(
      await act(DEVICE_PUNCH_OUT_PATH, t, { id: id(), timestamp: ago(70), location: office }),
      ATTENDANCE_CONFLICTS.beforePunchIn,
    );
    const tea = { id: id(), timestamp: ago(30), reason: 'Tea', location: office };
    expect((await act(DEVICE_BREAK_START_PATH, t, tea)).status).toBe(200);
    await expectConflict(
      await act(DEVICE_BREAK_START_PATH, t, { ...tea, id: id(), timestamp: ago(20) }),
      ATTENDANCE_CONFLICTS.breakAlreadyOpen,
    );
    await expectConflict(
      await act(DEVICE_BREAK_END_PATH, t, { id: id(), timestamp: ago(40), location: office }),
      ATTENDANCE_CONFLICTS.beforeBreakStart,
    );
    // Punching out while on a break ends the break at the punch-out.
    const out = await act(DEVICE_PUNCH_OUT_PATH, t, {
      id: id(),
      timestamp: ago(1),
      location: office,
    });
    const record = attendanceResponseSchema.parse(await out.json()).attendance;
    expect(record.breaks[0]?.endTime).toBe(record.checkOutTime);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const t = co.supervisor.token;
    for (const body of [
      { id: 'b1', timestamp: new Date(Date.now() + 10 * MINUTE).toISOString(), location: office },
      { id: 'b2', timestamp: ago(5), location: { lat: 95, lng: 73 } },
      { id: 'b3', timestamp: ago(5) },
      { id: 'b4', timestamp: 'yesterday', location: office },
      { id: 'bad id!', timestamp: ago(5), location: office },
      { timestamp: ago(5), location: office },
    ]) {
      const res = await act(DEVICE_PUNCH_IN_PATH, t, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).not.toBe('');
    }
    const future = await act(DEVICE_PUNCH_IN_PATH, t, {
      id: 'b5',
      timestamp: new Date(Date.now() + 10 * MINUTE).toISOString(),
      location: office,
    });
    expect(await future.json()).toEqual({
      is_success: false,
      message: DEVICE_TIME_MESSAGES.future,
    });
    const blankReason = await act(DEVICE_BREAK_START_PATH, t, {
      id: 'b6',
      timestamp: ago(5),
      reason: '  ',
      location: office,
    });
    expect(blankReason.status).toBe(400);
    const noId = await act(DEVICE_PUNCH_IN_PATH, t, { timestamp: ago(5), location: office });
    expect(await noId.json()).toEqual({
      is_success: false,
      message: expect.stringContaining('id is required'),
    });
    // Nothing was stored: not today (in the company's zone), nor the day before.
    for (const hoursAgo of [0, 24]) {
      const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
        new Date(Date.now() - hoursAgo * 60 * MINUTE),
      );
      const day = await getJson(
        server.baseUrl,
        `/api/companies/attendance/${co.supervisor.id}/${date}`,
        t,
      );
      expect(attendanceDayResponseSchema.parse(await day.json()).attendanceRecords).toEqual([]);
    }
    const year0 = await getJson(
      server.baseUrl,
      `/api/companies/attendance/${co.supervisor.id}/0000-01-01`,
      t,
    );
    expect(year0.status).toBe(400);
  });

  it('flags punches outside every work site and from mock locations', async () => {
    const sites = await postJson(
      `${server.baseUrl}/api/company/work-sites`,
      { name: 'Patto office', lat: office.lat, lng: office.lng, radiusMeters: 150 },
      bearer(co.admin.token),
    );
    expect(sites.status).toBe(201);
    const site = ((await sites.json()) as { workSite: { id: string } }).workSite;
    const inside = attendanceResponseSchema.parse(
      await (
        await act(DEVICE_PUNCH_IN_PATH, co.admin.token, {
          id: 'site-in',
          timestamp: ago(30),
          location: office,
        })
      ).json(),
    ).attendance;
    expect(inside.checkIn).toEqual({
      outsideSite: false,
      isMock: false,
      site: { id: site.id, name: 'Patto office' },
    });
    const outside = attendanceResponseSchema.parse(
      await (
        await act(DEVICE_PUNCH_OUT_PATH, co.admin.token, {
          id: 'site-out',
          timestamp: ago(2),
          location: faraway,
          isMock: true,
        })
      ).json(),
    ).attendance;
    expect(outside.checkOut).toEqual({ outsideSite: true, isMock: true, site: null });
  });

  it('reads a local day for people in scope only (CON-API-32, CON-OURS-04)', async () => {
    // The day of the worker's punch-in in the company's zone (Asia/Kolkata by default).
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
      new Date(workerPunchedInAt),
    );
    const path = (userId: string, date = today) => `/api/companies/attendance/${userId}/${date}`;
    const asAdmin = await getJson(server.baseUrl, path(co.worker.id), co.admin.token);
    const records = attendanceDayResponseSchema.parse(await asAdmin.json()).attendanceRecords;
    expect(records.length).toBeGreaterThan(0);
    expect(records[0]?.userId).toBe(co.worker.id);
    expect((await getJson(server.baseUrl, path(co.worker.id), co.supervisor.token)).status).toBe(
      200,
    );
    expect((await getJson(server.baseUrl, path(co.outsider.id), co.supervisor.token)).status).toBe(
      403,
    );
    expect((await getJson(server.baseUrl, path(co.outsider.id), co.worker.token)).status).toBe(403);
    expect((await getJson(server.baseUrl, path(co.worker.id), co.worker.token)).status).toBe(200);
    const otherCompany = await insertCompany(database.db);
    const stranger = await insertUser(database.db, { companyId: otherCompany.id });
    const foreign = await getJson(server.baseUrl, path(stranger.id), co.admin.token);
    expect(foreign.status).toBe(404);
    const badDate = await getJson(server.baseUrl, path(co.worker.id, '2026-13-01'), co.admin.token);
    expect(badDate.status).toBe(400);
  });
});
