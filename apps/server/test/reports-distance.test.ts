import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_REPORT_SETTINGS,
  distanceReportResponseSchema,
  localDateIn,
  localDayBounds,
  type DevicePointInput,
  type DistanceReport,
} from '@ronda/shared';
import { analyseDay, haversineMeters } from '@ronda/tracking';
import { archiveLocations } from '../src/jobs/archive-locations.ts';
import { upkeepLocationPartitions } from '../src/jobs/location-partitions.ts';
import { summariseMarkedDays } from '../src/days/summarise-day.ts';
import { bearer, insertCompany, insertUser } from './fixtures.ts';
import { getJson, postPoints, startDeviceTestApp, type DeviceTestApp } from './device-fixtures.ts';
import { CUSTOMER, OFFICE, stay, type Spot } from './tracking-day.ts';

/**
 * Issue 29: the distance and reimbursement report from the days' summaries. Every figure is
 * checked against the engine run here on the fixes the test sent (the report reads stored
 * summaries, an archive and marks: none of that is in the expectation), and the distances
 * against the map itself (haversine between the places driven between).
 */
const ZONE = 'Asia/Kolkata';
const DAY_MS = 86_400_000;
const RATES = { walking: 0, cycling: 2.5, driving: 9.75 };
let app: DeviceTestApp;
const url = () => app.server.baseUrl;

const archivedDay = localDateIn(new Date(Date.now() - 5 * DAY_MS), ZONE);
const liveDay = localDateIn(new Date(Date.now() - DAY_MS), ZONE);
const today = localDateIn(new Date(), ZONE);
const startOf = (day: string) => localDayBounds(day, ZONE).start.getTime();
const EAST_1KM: Spot = { lat: OFFICE.lat, lng: OFFICE.lng + 0.00933 };
const EAST_4KM: Spot = { lat: OFFICE.lat, lng: OFFICE.lng + 0.0373 };

/** Moving in a straight line at a steady pace, a fix every 10 s with the phone's speed. */
function travel(startMs: number, minutes: number, from: Spot, to: Spot): DevicePointInput[] {
  const steps = minutes * 6;
  const speed = haversineMeters(from, to) / (minutes * 60);
  return Array.from({ length: steps }, (_, i) => ({
    id: `m-${crypto.randomBytes(6).toString('hex')}`,
    timestamp: new Date(startMs + (i + 1) * 10_000).toISOString(),
    lat: from.lat + ((to.lat - from.lat) * (i + 1)) / steps,
    lng: from.lng + ((to.lng - from.lng) * (i + 1)) / steps,
    accuracy: 6,
    speed,
    battery: 70,
  }));
}

const MIN = 60_000;
/** 10:00 office, drive to the customer, stay; 45 minutes without a fix; stay, drive back. */
function archivedFixes(): DevicePointInput[] {
  const t = startOf(archivedDay) + 10 * 3600_000;
  return [
    ...stay(t, 15, OFFICE),
    ...travel(t + 15 * MIN, 6, OFFICE, CUSTOMER),
    ...stay(t + 21 * MIN + 30_000, 20, CUSTOMER),
    ...stay(t + (41 + 45) * MIN, 10, CUSTOMER),
    ...travel(t + 96 * MIN, 6, CUSTOMER, OFFICE),
    ...stay(t + 102 * MIN + 30_000, 10, OFFICE),
  ];
}
/** 09:00 office, walk 1 km in 15 min, stay, cycle 3 km in 15 min, stay. */
function liveFixes(): DevicePointInput[] {
  const t = startOf(liveDay) + 9 * 3600_000;
  return [
    ...stay(t, 10, OFFICE),
    ...travel(t + 10 * MIN, 15, OFFICE, EAST_1KM),
    ...stay(t + 25 * MIN + 30_000, 10, EAST_1KM),
    ...travel(t + 36 * MIN, 15, EAST_1KM, EAST_4KM),
    ...stay(t + 51 * MIN + 30_000, 10, EAST_4KM),
  ];
}

/** What the engine makes of the fixes: metres by mode, trips and silent minutes. */
function expected(points: DevicePointInput[]) {
  const analysis = analyseDay(
    points.map((p) => ({
      time: Date.parse(p.timestamp),
      lat: p.lat,
      lng: p.lng,
      accuracy: p.accuracy ?? null,
      speed: p.speed ?? null,
    })),
  );
  const metres = { walking: 0, cycling: 0, driving: 0 };
  for (const trip of analysis.trips) metres[trip.type] += trip.distanceM;
  const silent = analysis.gaps.reduce((sum, g) => sum + g.to - g.from, 0) / MIN;
  // Paise per mode, rounded once per mode and day.
  const paise =
    Math.round((Math.round(metres.cycling) * RATES.cycling * 100) / 1000) +
    Math.round((Math.round(metres.driving) * RATES.driving * 100) / 1000);
  return { metres, trips: analysis.trips.length, silent: Math.round(silent), paise };
}

async function report(token: string, query: string): Promise<DistanceReport> {
  const res = await getJson(url(), `/api/reports/distance?${query}`, token);
  expect(res.status, await res.clone().text()).toBe(200);
  return distanceReportResponseSchema.parse(await res.json()).report;
}
const period = `from=${archivedDay}&to=${today}`;
const dayOf = (r: DistanceReport, userId: string, date: string) => {
  const day = r.people.find((p) => p.userId === userId)?.days.find((d) => d.date === date);
  if (!day) throw new Error(`no ${date} for ${userId}`);
  return day;
};
const km = (m: number) => Math.round(m / 10) / 100;

beforeAll(async () => {
  app = await startDeviceTestApp();
  const { co } = app;
  const put = await fetch(`${url()}/api/company/report-settings`, {
    method: 'PUT',
    headers: { ...bearer(co.admin.token), 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEFAULT_REPORT_SETTINGS, ratesPerKm: RATES }),
  });
  expect(put.status, await put.clone().text()).toBe(200);
  for (const points of [archivedFixes(), liveFixes()]) {
    expect((await postPoints(url(), co.worker.token, points)).status).toBe(200);
  }
  await upkeepLocationPartitions(app.database.pool, new Date());
  const archived = await archiveLocations(app.database.pool, new Date());
  expect(archived.days).toBe(1);
});
afterAll(() => app.close());

describe('issue 29: the distance and reimbursement report', () => {
  it('each day equals the engine on the raw fixes: km by mode, trips, amount, silences; an archived day too', async () => {
    const { co } = app;
    const r = await report(co.admin.token, `${period}&userId=${co.worker.id}`);
    for (const [date, points] of [
      [archivedDay, archivedFixes()],
      [liveDay, liveFixes()],
    ] as const) {
      const want = expected(points);
      const day = dayOf(r, co.worker.id, date);
      expect(day.kmByMode).toEqual({
        walking: km(Math.round(want.metres.walking)),
        cycling: km(Math.round(want.metres.cycling)),
        driving: km(Math.round(want.metres.driving)),
      });
      expect(day.trips).toBe(want.trips);
      expect(day.amount).toBe(want.paise / 100);
      expect(day.silentMinutes).toBe(want.silent);
      expect(day.pending).toBe(false);
    }
    // The map agrees: there and back is twice the office–customer line, within 5 %.
    const line = haversineMeters(OFFICE, CUSTOMER);
    expect(dayOf(r, co.worker.id, archivedDay).kmByMode.driving).toBeCloseTo((2 * line) / 1000, 0);
    expect(dayOf(r, co.worker.id, archivedDay).silentMinutes).toBeGreaterThanOrEqual(45);
    expect(dayOf(r, co.worker.id, liveDay).kmByMode.walking).toBeGreaterThan(0.9);
    expect(dayOf(r, co.worker.id, liveDay).kmByMode.cycling).toBeGreaterThan(2.7);
    const todays = dayOf(r, co.worker.id, today);
    expect(todays).toMatchObject({ km: 0, trips: 0, pending: true });
    const person = r.people.find((p) => p.userId === co.worker.id);
    const sum = (pick: (d: DistanceReport['people'][number]['days'][number]) => number) =>
      person?.days.reduce((s, d) => s + pick(d), 0) ?? NaN;
    expect(person?.trips).toBe(sum((d) => d.trips));
    expect(person?.amount).toBeCloseTo(
      sum((d) => d.amount),
      2,
    );
    expect(r.ratesPerKm).toEqual(RATES);
  });

  it('late fixes for an archived day and a late punch show in the next report (their days are marked)', async () => {
    const { co } = app;
    const before = dayOf(await report(co.admin.token, period), co.worker.id, archivedDay);
    const late = travel(startOf(archivedDay) + 15 * 3600_000, 10, OFFICE, EAST_4KM);
    expect((await postPoints(url(), co.worker.token, late)).status).toBe(200);
    const after = dayOf(await report(co.admin.token, period), co.worker.id, archivedDay);
    const want = expected([...archivedFixes(), ...late]);
    expect(after.km).toBeGreaterThan(before.km);
    expect(after.kmByMode.driving).toBe(km(Math.round(want.metres.driving)));
    expect(after.trips).toBe(want.trips);
    const marks = await app.database.pool.query(
      'select count(*)::int as n from day_summary_dirty where user_id = $1 and local_date <= $2',
      [co.worker.id, liveDay],
    );
    expect(marks.rows[0]?.n).toBe(0);
  });

  it('the job sums up marked days and drops the marks of people who are gone', async () => {
    const { co } = app;
    const gone = await insertUser(app.database.db, { companyId: co.companyId });
    await app.database.pool.query(
      `insert into day_summary_dirty (company_id, user_id, local_date) values ($1, $2, $3), ($1, $4, $3)`,
      [co.companyId, co.worker.id, liveDay, gone.id],
    );
    await app.database.pool.query('delete from users where id = $1', [gone.id]);
    const result = await summariseMarkedDays(app.database.db, () => new Date(), 60_000);
    expect(result.dropped).toBeGreaterThanOrEqual(1);
    expect(result.days).toBeGreaterThanOrEqual(1);
    const left = await app.database.pool.query('select count(*)::int as n from day_summary_dirty');
    expect(left.rows[0]?.n).toBe(0);
    const stored = await app.database.pool.query(
      'select walking_m, cycling_m from day_summaries where user_id = $1 and local_date = $2',
      [co.worker.id, liveDay],
    );
    const want = expected(liveFixes());
    expect(stored.rows[0]).toEqual({
      walking_m: Math.round(want.metres.walking),
      cycling_m: Math.round(want.metres.cycling),
    });
  });

  it('scoped like every report: own only for employees, 404 for another company, 400 for a bad period', async () => {
    const { co } = app;
    const mine = await report(co.worker.token, period);
    expect(mine.people.map((p) => p.userId)).toEqual([co.worker.id]);
    const asked = await getJson(
      url(),
      `/api/reports/distance?${period}&userId=${co.admin.id}`,
      co.worker.token,
    );
    expect(asked.status).toBe(403);
    const other = await insertCompany(app.database.db);
    const stranger = await insertUser(app.database.db, { companyId: other.id });
    const theirs = await getJson(
      url(),
      `/api/reports/distance?${period}&userId=${stranger.id}`,
      co.admin.token,
    );
    expect(theirs.status).toBe(404);
    const bad = await getJson(
      url(),
      `/api/reports/distance?from=${today}&to=${archivedDay}`,
      co.admin.token,
    );
    expect(bad.status).toBe(400);
  });

  it('downloads its Daily rows as CSV with a byte-order mark', async () => {
    const { co } = app;
    const res = await getJson(
      url(),
      `/api/reports/distance?${period}&userId=${co.worker.id}&format=csv`,
      co.admin.token,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="distance-${archivedDay}-to-${today}.csv"`,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Name,Departments,Date,Km,Walking km,Cycling km,Driving km,Trips,Amount,No signal (h:mm),Tracked (h:mm),Note',
    );
    expect(lines).toHaveLength(1 + 6);
    const json = await report(co.admin.token, `${period}&userId=${co.worker.id}`);
    const row = lines.find((l) => l.includes(`,${archivedDay},`))?.split(',');
    const day = dayOf(json, co.worker.id, archivedDay);
    expect(row?.[3]).toBe(day.km.toFixed(2));
    expect(row?.[8]).toBe(day.amount.toFixed(2));
  });
});
