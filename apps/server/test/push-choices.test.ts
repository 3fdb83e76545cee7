import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_KINDS, ALERT_PREFERENCES_PATH, alertPreferencesResponseSchema } from '@ronda/shared';
import { evaluateAlerts } from '../src/alerts/evaluate-alerts.ts';
import { ALERT_PREFERENCES_FORBIDDEN } from '../src/features/alerts/alert-preferences.service.ts';
import { subscriptionsOf } from '../src/repositories/push.repository.ts';
import {
  getJson,
  postAction,
  signIn,
  startDeviceTestApp,
  type DeviceTestApp,
} from './device-fixtures.ts';
import { bearer } from './fixtures.ts';
import type { BrowserKeys } from './push-crypto.ts';
import { messagesAt, sendWaitingPushes, subscribeBrowser } from './push-fixtures.ts';
import { startPushStandIn, type PushStandIn } from './stand-ins/push-service.ts';
import { createTask, taskPayload } from './task-fixtures.ts';

/**
 * Issue 30: admins and supervisors get pushed only the alert rules they chose, and a browser
 * signed out of stops getting anything.
 */
let app: DeviceTestApp;
let service: PushStandIn;
const url = () => app.server.baseUrl;

const subscribe = (token: string, path: string) => subscribeBrowser(url(), service, token, path);

const putChoice = (token: string, body: unknown) =>
  fetch(`${url()}${ALERT_PREFERENCES_PATH}`, {
    method: 'PUT',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** An overdue task of the supervisor's department, its alert opened and pushed. */
async function overdueTaskPushed(description: string) {
  const { co } = app;
  const task = await createTask(url(), co.admin.token, taskPayload(co, { description }));
  await app.database.pool.query('update complaints set due_date = $2 where id = $1', [
    task.id,
    new Date(Date.now() - 3 * 86_400_000),
  ]);
  await evaluateAlerts(app.database.pool, new Date());
  await sendWaitingPushes(app.database.pool);
}

/** The overdue-task messages one endpoint got after `from`. */
const overdueAt = (path: string, keys: BrowserKeys, from: number) =>
  messagesAt(service, path, keys, from).filter((m) => m.title === 'Task overdue');

beforeAll(async () => {
  service = await startPushStandIn();
  app = await startDeviceTestApp();
});
afterAll(async () => {
  await app.close();
  await service.close();
});

describe('issue 30: the alert rules each person chose', () => {
  it('every rule until chosen; employees have none to choose; a wrong kind is refused', async () => {
    const { co } = app;
    const res = await getJson(url(), ALERT_PREFERENCES_PATH, co.supervisor.token);
    expect(alertPreferencesResponseSchema.parse(await res.json()).kinds).toEqual([...ALERT_KINDS]);

    const worker = await putChoice(co.worker.token, { kinds: ['silent'] });
    expect(worker.status).toBe(403);
    expect(await worker.json()).toMatchObject({
      is_success: false,
      message: ALERT_PREFERENCES_FORBIDDEN,
    });
    expect((await getJson(url(), ALERT_PREFERENCES_PATH, co.worker.token)).status).toBe(403);

    const wrong = await putChoice(co.admin.token, { kinds: ['silent', 'sunburn'] });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(await wrong.json())).toContain('each kind must be one of');
    expect((await putChoice(co.admin.token, { kinds: 'silent' })).status).toBe(400);
  });

  it('pushes an alert only to those who chose its rule, and the choice can change', async () => {
    const { co } = app;
    const adminKeys = await subscribe(co.admin.token, '/push/admin-phone');
    const supervisorKeys = await subscribe(co.supervisor.token, '/push/supervisor-phone');
    const chose = await putChoice(co.admin.token, { kinds: ['silent'] });
    expect(alertPreferencesResponseSchema.parse(await chose.json()).kinds).toEqual(['silent']);

    const first = service.received.length;
    await overdueTaskPushed('Fix the gate latch at Miramar');
    expect(overdueAt('/push/supervisor-phone', supervisorKeys, first)).toHaveLength(1);
    expect(overdueAt('/push/admin-phone', adminKeys, first)).toHaveLength(0);

    // Kept in the kinds' own order, each once.
    const again = await putChoice(co.admin.token, { kinds: ['task-overdue', 'silent', 'silent'] });
    expect(alertPreferencesResponseSchema.parse(await again.json()).kinds).toEqual([
      'silent',
      'task-overdue',
    ]);
    const second = service.received.length;
    await overdueTaskPushed('Clear the drain at Dona Paula');
    const got = overdueAt('/push/admin-phone', adminKeys, second);
    expect(got).toHaveLength(1);
    expect(got[0]?.body).toContain('Clear the drain at Dona Paula');
  });
});

describe('issue 30: push subscriptions end with their sign-in', () => {
  it('signing out deletes the ones made under that sign-in, and an expired one gets nothing', async () => {
    const { co } = app;
    const { rows } = await app.database.pool.query<{ email: string }>(
      'select email from users where id = $1',
      [co.supervisor.id],
    );
    const laptop = (await signIn(url(), rows[0]?.email ?? '')).token;
    await subscribe(laptop, '/push/supervisor-laptop');
    await subscribe(co.supervisor.token, '/push/supervisor-tablet');
    const endpoints = async () =>
      (await subscriptionsOf(app.database.pool, co.companyId, co.supervisor.id))
        .map((s) => s.endpoint.slice(service.url.length))
        .sort();
    expect(await endpoints()).toContain('/push/supervisor-laptop');

    const out = await postAction(url(), '/api/auth/logout', laptop, {});
    expect(out.status).toBe(200);
    expect(await endpoints()).not.toContain('/push/supervisor-laptop');
    expect(await endpoints()).toContain('/push/supervisor-tablet');

    // A sign-in that ran out (never signed out of): its subscription is not sent to.
    await app.database.pool.query(
      `update sessions set expires_at = now() - interval '1 minute'
        where id = (select session_id from push_subscriptions where endpoint = $1)`,
      [`${service.url}/push/supervisor-tablet`],
    );
    expect(await endpoints()).not.toContain('/push/supervisor-tablet');
  });
});
