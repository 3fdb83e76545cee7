import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  localDateIn,
  localDayBounds,
  visitsReportResponseSchema,
  type VisitsReport,
} from '@ronda/shared';
import { analyseDay, haversineMeters } from '@ronda/tracking';
import { workSites } from '../src/db/schema/index.ts';
import { upkeepLocationPartitions } from '../src/jobs/location-partitions.ts';
import { getJson, postPoints, startDeviceTestApp, type DeviceTestApp } from './device-fixtures.ts';
import { createTask, taskPayload } from './task-fixtures.ts';
import { CUSTOMER, OFFICE, officeToCustomer } from './tracking-day.ts';

/**
 * Issue 29: the visits report. A day at the office (a work site) and at a customer's (a task's
 * location): each visit is a stay of the engine on the fixes sent, named by the place it lies at.
 */
const ZONE = 'Asia/Kolkata';
let app: DeviceTestApp;
const url = () => app.server.baseUrl;
const date = localDateIn(new Date(Date.now() - 3 * 86_400_000), ZONE);
const fixes = () => officeToCustomer(localDayBounds(date, ZONE).start.getTime());

async function report(token: string, query: string): Promise<VisitsReport> {
  const res = await getJson(url(), `/api/reports/visits?from=${date}&to=${date}${query}`, token);
  expect(res.status, await res.clone().text()).toBe(200);
  return visitsReportResponseSchema.parse(await res.json()).report;
}

beforeAll(async () => {
  app = await startDeviceTestApp();
  const { co } = app;
  await app.database.db
    .insert(workSites)
    .values({ companyId: co.companyId, name: 'Panaji office', ...OFFICE, radiusMeters: 80 });
  await createTask(
    url(),
    co.admin.token,
    taskPayload(co, {
      location: { address: 'Ribandar causeway', coordinates: CUSTOMER },
      customer: { name: 'Maria Fernandes', email: 'maria@customer.example', phone: null },
    }),
  );
  expect((await postPoints(url(), co.worker.token, fixes())).status).toBe(200);
  await upkeepLocationPartitions(app.database.pool, new Date());
});
afterAll(() => app.close());

describe('issue 29: the visits report', () => {
  it('each visit is a stay of the day, named by the work site or customer it is at', async () => {
    const { co } = app;
    const r = await report(co.admin.token, `&userId=${co.worker.id}`);
    const stays = analyseDay(
      fixes().map((p) => ({
        time: Date.parse(p.timestamp),
        lat: p.lat,
        lng: p.lng,
        accuracy: p.accuracy ?? null,
        speed: p.speed ?? null,
      })),
    ).stays;
    const person = r.people[0];
    expect(person?.userId).toBe(co.worker.id);
    expect(person?.places.map((v) => [v.arrivedAt, v.leftAt])).toEqual(
      stays.map((s) => [new Date(s.start).toISOString(), new Date(s.end).toISOString()]),
    );
    expect(stays).toHaveLength(2);
    const [first, second] = person?.places ?? [];
    expect(haversineMeters(first ?? { lat: 0, lng: 0 }, OFFICE)).toBeLessThan(80);
    expect(first?.place).toEqual({ kind: 'work-site', name: 'Panaji office' });
    expect(second?.place).toEqual({ kind: 'customer', name: 'Maria Fernandes' });
    expect(person?.matched).toBe(2);
    expect(person?.minutes).toBe(
      stays.reduce((sum, s) => sum + Math.round((s.end - s.start) / 60_000), 0),
    );
    expect(r.totals).toMatchObject({ people: 1, visits: 2, matched: 2 });
  });

  it('an employee sees only their own; the Detail rows download as CSV', async () => {
    const { co } = app;
    const own = await report(co.worker.token, '');
    expect(own.people.map((p) => p.userId)).toEqual([co.worker.id]);
    const refused = await getJson(
      url(),
      `/api/reports/visits?from=${date}&to=${date}&userId=${co.outsider.id}`,
      co.worker.token,
    );
    expect(refused.status).toBe(403);
    const res = await getJson(
      url(),
      `/api/reports/visits?from=${date}&to=${date}&userId=${co.worker.id}&format=csv`,
      co.admin.token,
    );
    const [header, ...lines] = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header).toBe('Name,Date,Arrived,Left,Minutes,Place,Kind,Latitude,Longitude');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain(',Panaji office,Work site,');
    expect(lines[1]).toContain(',Maria Fernandes,Customer,');
  });
});
