import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attendanceDayResponseSchema,
  DEVICE_BREAK_END_PATH,
  DEVICE_BREAK_START_PATH,
  DEVICE_PUNCH_IN_PATH,
  DEVICE_PUNCH_OUT_PATH,
  localDayBounds,
  localDateIn,
} from '@ronda/shared';
import { getJson, postAction, startDeviceTestApp, type DeviceTestApp } from './device-fixtures.ts';

const ZONE = 'Asia/Kolkata';
const HOUR = 3_600_000;
const spot = { lat: 15.4942, lng: 73.8357 };

describe('a day of several sessions (issue 27, CON-API-32, CON-LOC-87)', () => {
  let app: DeviceTestApp;
  // Three days ago in the company's zone: a whole past day, whatever the hour of the run.
  const date = localDateIn(new Date(Date.now() - 3 * 24 * HOUR), ZONE);
  const nextDate = localDateIn(new Date(Date.now() - 2 * 24 * HOUR), ZONE);
  const dayStart = localDayBounds(date, ZONE).start.getTime();
  const at = (hours: number) => new Date(dayStart + hours * HOUR).toISOString();

  beforeAll(async () => {
    app = await startDeviceTestApp();
  });
  afterAll(() => app.close());

  const act = async (token: string, path: string, id: string, hours: number, extra = {}) => {
    const res = await postAction(app.server.baseUrl, path, token, {
      id,
      timestamp: at(hours),
      location: spot,
      ...extra,
    });
    expect(res.status, `${id}: ${await res.clone().text()}`).toBe(200);
  };
  const day = async (userId: string, on: string) => {
    const res = await getJson(
      app.server.baseUrl,
      `/api/companies/attendance/${userId}/${on}`,
      app.co.admin.token,
    );
    expect(res.status).toBe(200);
    return attendanceDayResponseSchema.parse(await res.json());
  };

  it('carries both sessions and all three breaks, and totals that are their sum', async () => {
    const t = app.co.worker.token;
    await act(t, DEVICE_PUNCH_IN_PATH, 'am-in', 9);
    await act(t, DEVICE_BREAK_START_PATH, 'b1', 10, { reason: 'Tea' });
    await act(t, DEVICE_BREAK_END_PATH, 'b1-end', 10.2);
    await act(t, DEVICE_BREAK_START_PATH, 'b2', 11, { reason: 'Fuel' });
    await act(t, DEVICE_BREAK_END_PATH, 'b2-end', 11.25);
    await act(t, DEVICE_PUNCH_OUT_PATH, 'am-out', 12.5);
    await act(t, DEVICE_PUNCH_IN_PATH, 'pm-in', 13.5);
    await act(t, DEVICE_BREAK_START_PATH, 'b3', 15, { reason: 'Prayer' });
    await act(t, DEVICE_BREAK_END_PATH, 'b3-end', 15.5);
    await act(t, DEVICE_PUNCH_OUT_PATH, 'pm-out', 18);

    const { attendanceRecords, totals } = await day(app.co.worker.id, date);
    expect(attendanceRecords.map((r) => r.checkInTime)).toEqual([at(13.5), at(9)]);
    expect(attendanceRecords.map((r) => r.checkOutTime)).toEqual([at(18), at(12.5)]);
    expect(attendanceRecords.flatMap((r) => r.breaks.map((b) => b.reason)).sort()).toEqual([
      'Fuel',
      'Prayer',
      'Tea',
    ]);
    const logged = attendanceRecords.reduce(
      (sum, r) => sum + (Date.parse(r.checkOutTime ?? '') - Date.parse(r.checkInTime)),
      0,
    );
    const onBreak = attendanceRecords
      .flatMap((r) => r.breaks)
      .reduce((sum, b) => sum + (Date.parse(b.endTime ?? '') - Date.parse(b.startTime)), 0);
    expect(totals).toMatchObject({
      sessionCount: 2,
      breakCount: 3,
      loggedSeconds: logged / 1000,
      breakSeconds: onBreak / 1000,
      workedSeconds: (logged - onBreak) / 1000,
    });
    expect(totals.loggedSeconds).toBe(8 * 3600);
    expect(totals.breakSeconds).toBe(0.95 * 3600);
  });

  it('shows a session punched in the evening before and still open, counted from midnight', async () => {
    const t = app.co.supervisor.token;
    await act(t, DEVICE_PUNCH_IN_PATH, 'night-in', 22);
    const next = await day(app.co.supervisor.id, nextDate);
    expect(next.attendanceRecords.map((r) => r.checkInTime)).toEqual([at(22)]);
    expect(next.totals.sessionCount).toBe(1);
    // From midnight, not from 22:00 the day before; open, it counts to the end of that past day.
    expect(next.totals.loggedSeconds).toBe(24 * 3600);
    // Its own day still has it, and a record left open longer belongs to no later day.
    const own = await day(app.co.supervisor.id, date);
    expect(own.attendanceRecords).toHaveLength(1);
    expect(own.totals.loggedSeconds).toBe(2 * 3600);
    const later = localDateIn(new Date(Date.now() - 1 * 24 * HOUR), ZONE);
    expect((await day(app.co.supervisor.id, later)).attendanceRecords).toEqual([]);
  });

  it('keeps a closed overnight session with the day it began on', async () => {
    const t = app.co.outsider.token;
    await act(t, DEVICE_PUNCH_IN_PATH, 'late-in', 21);
    await act(t, DEVICE_PUNCH_OUT_PATH, 'late-out', 26);
    expect((await day(app.co.outsider.id, date)).totals.loggedSeconds).toBe(5 * 3600);
    expect((await day(app.co.outsider.id, nextDate)).attendanceRecords).toEqual([]);
  });
});
