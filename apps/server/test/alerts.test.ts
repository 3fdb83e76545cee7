import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alertRulesResponseSchema,
  alertsResponseSchema,
  DEFAULT_ALERT_RULES,
  DEVICE_PUNCH_IN_PATH,
  type Alert,
  type AlertKind,
} from '@ronda/shared';
import { evaluateAlerts } from '../src/alerts/evaluate-alerts.ts';
import { workSites } from '../src/db/schema/index.ts';
import {
  createSmallCompany,
  fix,
  getJson,
  postAction,
  postPoints,
  startDeviceTestApp,
  type DeviceTestApp,
  type SmallCompany,
} from './device-fixtures.ts';
import { bearer } from './fixtures.ts';
import { createTask, putTask, taskPayload } from './task-fixtures.ts';

/**
 * Issue 30: each rule opens one alert for its episode and closes it when the condition clears.
 * Time-defined rules are run here as the evaluate-alerts job runs them (evaluateAlerts at a
 * given now); what a fix shows opens through ingest itself.
 */
const MINUTE = 60_000;
const OFFICE = { lat: 15.4989, lng: 73.8278 };
const AWAY = { lat: 15.5089, lng: 73.8278 }; // about 1.1 km north
let app: DeviceTestApp;
let other: SmallCompany;
const url = () => app.server.baseUrl;
const ago = (minutes: number) => new Date(Date.now() - minutes * MINUTE);

async function alertsOf(
  token: string,
  state = 'all',
): Promise<{ alerts: Alert[]; unread: number }> {
  const res = await getJson(url(), `/api/alerts?state=${state}`, token);
  expect(res.status, await res.clone().text()).toBe(200);
  return alertsResponseSchema.parse(await res.json());
}
const ofKind = (list: Alert[], kind: AlertKind, userId?: string) =>
  list.filter((a) => a.kind === kind && (userId === undefined || a.userId === userId));
const sweep = (now = new Date()) => evaluateAlerts(app.database.pool, now);
const putRules = (token: string, rules: unknown) =>
  fetch(`${url()}/api/company/alert-rules`, {
    method: 'PUT',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify(rules),
  });

beforeAll(async () => {
  app = await startDeviceTestApp();
  other = await createSmallCompany(app.database.db, url());
  const { co } = app;
  await app.database.db
    .insert(workSites)
    .values({ companyId: co.companyId, name: 'Panaji office', ...OFFICE, radiusMeters: 80 });
  const rules = { ...DEFAULT_ALERT_RULES, silent: { on: true, minutes: 1 } };
  expect((await putRules(co.admin.token, rules)).status).toBe(200);
  // The worker punched in at the office 20 minutes ago; the outsider never did.
  const punch = await postAction(url(), DEVICE_PUNCH_IN_PATH, co.worker.token, {
    id: 'alerts-in',
    timestamp: ago(20).toISOString(),
    location: { ...OFFICE, address: 'Panaji office' },
  });
  expect(punch.status, await punch.clone().text()).toBe(200);
});
afterAll(() => app.close());

describe('issue 30: alert rules', () => {
  it('GET and PUT /api/company/alert-rules: admins change them, audited; bad thresholds are refused', async () => {
    const { co } = app;
    const got = alertRulesResponseSchema.parse(
      await (await getJson(url(), '/api/company/alert-rules', co.supervisor.token)).json(),
    );
    expect(got.rules.silent).toEqual({ on: true, minutes: 1 });
    expect((await putRules(co.supervisor.token, got.rules)).status).toBe(403);
    const zero = await putRules(co.admin.token, { ...got.rules, silent: { on: true, minutes: 0 } });
    expect(zero.status).toBe(400);
    expect(((await zero.json()) as { message: string }).message).toContain(
      'silent minutes must be between 1 and 1440',
    );
    const { rows } = await app.database.pool.query(
      `select summary from company_changes where company_id = $1 and action = 'alert-rules.updated'`,
      [co.companyId],
    );
    expect(rows.map((r: { summary: string }) => r.summary)).toEqual([
      'Alert rule changed: Phone silent: on, 1 min (was on, 30 min)',
    ]);
  });
});

describe('issue 30: alerts as episodes', () => {
  it('silent: opens once for a punched-in phone that stopped speaking, closes when it speaks; nothing for a person not punched in', async () => {
    const { co } = app;
    expect((await postPoints(url(), co.worker.token, [fix(ago(5), OFFICE)])).status).toBe(200);
    expect((await postPoints(url(), co.outsider.token, [fix(ago(30), AWAY)])).status).toBe(200);
    await sweep();
    await sweep();
    const open = ofKind((await alertsOf(co.admin.token, 'open')).alerts, 'silent');
    expect(open.map((a) => a.userId)).toEqual([co.worker.id]);
    expect(open[0]?.message).toMatch(/^Wilson .*'s phone has sent no position since \d\d:\d\d\.$/);
    // The phone speaks: the episode ends at once (ingest), and the next sweep opens nothing.
    expect((await postPoints(url(), co.worker.token, [fix(new Date(), OFFICE)])).status).toBe(200);
    await sweep();
    const all = ofKind((await alertsOf(co.admin.token)).alerts, 'silent');
    expect(all).toHaveLength(1);
    expect(all[0]?.closedAt).not.toBeNull();
    // Silent again later: a new episode, a new alert.
    await sweep(new Date(Date.now() + 3 * MINUTE));
    expect(ofKind((await alertsOf(co.admin.token)).alerts, 'silent')).toHaveLength(2);
  });

  it('low-battery and mock-location open from the fix itself, once, and close when it clears', async () => {
    const { co } = app;
    const at = (s: number) => new Date(Date.now() + s * 1000);
    await postPoints(url(), co.worker.token, [fix(at(1), { ...OFFICE, battery: 9 })]);
    await postPoints(url(), co.worker.token, [fix(at(2), { ...OFFICE, battery: 8, isMock: true })]);
    let list = (await alertsOf(co.admin.token, 'open')).alerts;
    expect(ofKind(list, 'low-battery')).toHaveLength(1);
    expect(ofKind(list, 'low-battery')[0]?.message).toMatch(/battery is at 9 %\.$/);
    expect(ofKind(list, 'mock-location')).toHaveLength(1);
    await postPoints(url(), co.worker.token, [fix(at(3), { ...OFFICE, battery: 60 })]);
    await sweep();
    list = (await alertsOf(co.admin.token, 'open')).alerts;
    expect(ofKind(list, 'low-battery')).toHaveLength(0);
    expect(ofKind(list, 'mock-location')).toHaveLength(0);
  });

  it('left-site: away from the site the worker punched in at for the threshold, then back', async () => {
    const { co } = app;
    // A phone may be at most 5 minutes ahead of the server: the walk is in the next minutes,
    // and the sweeps run as if later.
    const t0 = Date.now() + 10_000;
    await postPoints(url(), co.worker.token, [
      fix(new Date(t0 + MINUTE), AWAY),
      fix(new Date(t0 + 2 * MINUTE), AWAY),
    ]);
    await sweep(new Date(t0 + 6 * MINUTE));
    expect(ofKind((await alertsOf(co.admin.token, 'open')).alerts, 'left-site')).toHaveLength(0);
    await sweep(new Date(t0 + 11 * MINUTE));
    const open = ofKind((await alertsOf(co.admin.token, 'open')).alerts, 'left-site');
    expect(open).toHaveLength(1);
    expect(open[0]?.message).toMatch(/ left Panaji office at \d\d:\d\d\.$/);
    await sweep(new Date(t0 + 11.5 * MINUTE));
    expect(ofKind((await alertsOf(co.admin.token)).alerts, 'left-site')).toHaveLength(1);
    await postPoints(url(), co.worker.token, [fix(new Date(t0 + 3 * MINUTE), OFFICE)]);
    await sweep(new Date(t0 + 12 * MINUTE));
    expect(ofKind((await alertsOf(co.admin.token, 'open')).alerts, 'left-site')).toHaveLength(0);
  });

  it('late-punch-in: everyone not punched in by the shift start and grace on a working day; closes on punching in', async () => {
    const { co } = app;
    // Next Monday, 09:45 in Kolkata: shift 09:30, 10 minutes' grace.
    const monday = new Date();
    monday.setUTCDate(monday.getUTCDate() + ((8 - monday.getUTCDay()) % 7 || 7));
    const day = monday.toISOString().slice(0, 10);
    const late = new Date(`${day}T09:45:00+05:30`);
    await sweep(new Date(`${day}T09:35:00+05:30`));
    expect(ofKind((await alertsOf(co.admin.token, 'open')).alerts, 'late-punch-in')).toHaveLength(
      0,
    );
    await sweep(late);
    const open = ofKind((await alertsOf(co.admin.token, 'open')).alerts, 'late-punch-in');
    // Not the admin; the worker's session from today is still open, so not them either.
    expect(open.map((a) => a.userId).sort()).toEqual([co.supervisor.id, co.outsider.id].sort());
    await app.database.pool.query(
      `insert into attendance_records (company_id, user_id, check_in_at, check_in_client_id,
         check_in_lat, check_in_lng, check_out_at, check_out_client_id, check_out_lat, check_out_lng)
       values ($1, $2, $3, 'late-in', 15.49, 73.82, $4, 'late-out', 15.49, 73.82)`,
      [
        co.companyId,
        co.outsider.id,
        new Date(`${day}T09:50:00+05:30`),
        new Date(`${day}T18:00:00+05:30`),
      ],
    );
    await sweep(new Date(`${day}T09:55:00+05:30`));
    const still = ofKind((await alertsOf(co.admin.token, 'open')).alerts, 'late-punch-in');
    expect(still.map((a) => a.userId)).toEqual([co.supervisor.id]);
    await sweep(late);
    expect(ofKind((await alertsOf(co.admin.token)).alerts, 'late-punch-in')).toHaveLength(2);
  });

  it('task-overdue: a task past its due date, until it is resolved; the employee sees their task’s alert', async () => {
    const { co } = app;
    const task = await createTask(url(), co.admin.token, {
      ...taskPayload(co, { description: 'Replace the broken meter at Fontainhas' }),
      employeeId: co.worker.id,
    });
    await app.database.pool.query('update complaints set due_date = $2 where id = $1', [
      task.id,
      ago(3 * 24 * 60),
    ]);
    await sweep();
    await sweep();
    const mine = await alertsOf(co.worker.token, 'open');
    expect(mine.alerts.map((a) => [a.kind, a.taskId])).toEqual([['task-overdue', task.id]]);
    expect(mine.alerts[0]?.message).toMatch(/^“Replace the broken meter at Fontainhas” was due /);
    expect((await putTask(url(), co.worker.token, task.id, { status: 'resolved' })).status).toBe(
      200,
    );
    await sweep();
    expect((await alertsOf(co.worker.token, 'open')).alerts).toEqual([]);
  });

  it('scoped: a supervisor sees their department’s people, not the other department’s; another company sees none; read marks are per person', async () => {
    const { co } = app;
    const supervisors = (await alertsOf(co.supervisor.token)).alerts;
    expect(supervisors.some((a) => a.userId === co.worker.id)).toBe(true);
    expect(supervisors.some((a) => a.userId === co.outsider.id)).toBe(false);
    // Another company's admin sees their own company's alerts only (its people, late today).
    const theirs = (await alertsOf(other.admin.token)).alerts;
    const ours = new Set([co.admin.id, co.supervisor.id, co.worker.id, co.outsider.id]);
    expect(theirs.filter((a) => a.userId !== null && ours.has(a.userId))).toEqual([]);
    expect(theirs.every((a) => a.kind === 'late-punch-in')).toBe(true);
    const admin = await alertsOf(co.admin.token);
    const first = admin.alerts[0];
    if (!first) throw new Error('no alert');
    const read = await postAction(url(), `/api/alerts/${first.id}/read`, co.admin.token, {});
    expect(read.status).toBe(200);
    const after = await alertsOf(co.admin.token);
    expect(after.unread).toBe(admin.unread - 1);
    expect(after.alerts.find((a) => a.id === first.id)?.read).toBe(true);
    expect(
      (await alertsOf(co.supervisor.token)).alerts.find((a) => a.id === first.id)?.read ?? false,
    ).toBe(false);
    const foreign = await postAction(url(), `/api/alerts/${first.id}/read`, other.admin.token, {});
    expect(foreign.status).toBe(404);
    expect((await postAction(url(), '/api/alerts/read', co.admin.token, {})).status).toBe(200);
    expect((await alertsOf(co.admin.token)).unread).toBe(0);
    expect((await getJson(url(), '/api/alerts?state=maybe', co.admin.token)).status).toBe(400);
  });
});
