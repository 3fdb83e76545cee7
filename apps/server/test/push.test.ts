import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PUSH_KEY_PATH,
  PUSH_SUBSCRIPTIONS_PATH,
  pushKeyResponseSchema,
  pushMessageSchema,
} from '@ronda/shared';
import { evaluateAlerts } from '../src/alerts/evaluate-alerts.ts';
import { getJson, postAction, startDeviceTestApp, type DeviceTestApp } from './device-fixtures.ts';
import { bearer } from './fixtures.ts';
import { decryptPush, verifyVapid } from './push-crypto.ts';
import { messagesAt, pushServiceOf, sendWaitingPushes, subscribeBrowser } from './push-fixtures.ts';
import { startPushStandIn, type PushStandIn } from './stand-ins/push-service.ts';
import { createTask, putTask, taskPayload } from './task-fixtures.ts';

/**
 * Issue 30: Web Push against a local push service that speaks the protocol: the server encrypts
 * each message for the subscription whose keys the test made (decrypted here by RFC 8291) and
 * signs its request (RFC 8292, checked here); a 410 from the push service deletes the
 * subscription.
 */
let app: DeviceTestApp;
let service: PushStandIn;
let publicKey = '';
const url = () => app.server.baseUrl;

const subscribe = (token: string, path: string) => subscribeBrowser(url(), service, token, path);
const subscriptions = async (userId: string) =>
  (
    await app.database.pool.query<{ n: number }>(
      'select count(*)::int as n from push_subscriptions where user_id = $1',
      [userId],
    )
  ).rows[0]?.n;

beforeAll(async () => {
  service = await startPushStandIn();
  app = await startDeviceTestApp();
  const res = await getJson(url(), PUSH_KEY_PATH, app.co.worker.token);
  publicKey = pushKeyResponseSchema.parse(await res.json()).publicKey;
});
afterAll(async () => {
  await app.close();
  await service.close();
});

describe('issue 30: Web Push', () => {
  it('the VAPID public key is made once and kept: another process reads the same', async () => {
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(await pushServiceOf(app.database.pool).publicKey()).toBe(publicKey);
  });

  it('a task assigned to the worker reaches their phone encrypted for it, signed by the server', async () => {
    const { co } = app;
    const keys = await subscribe(co.worker.token, '/push/worker-phone');
    const task = await createTask(url(), co.admin.token, {
      ...taskPayload(co, { description: 'Fix the leaking pipe at Miramar' }),
      employeeId: co.worker.id,
    });
    await expect.poll(() => service.received.length, { timeout: 10_000 }).toBe(1);
    const [delivery] = service.received;
    if (!delivery) throw new Error('nothing delivered');
    expect(delivery.path).toBe('/push/worker-phone');
    expect(delivery.headers.ttl).toBe('86400');
    const message = pushMessageSchema.parse(JSON.parse(decryptPush(delivery.body, keys)));
    expect(message).toEqual({
      title: 'New task for you',
      body: 'Fix the leaking pipe at Miramar',
      url: `/field/?task=${task.id}`,
      tag: `task-${task.id}`,
    });
    const vapid = verifyVapid(String(delivery.headers.authorization));
    expect(vapid.publicKey).toBe(publicKey);
    expect(vapid.claims.aud).toBe(service.url);
    expect(vapid.claims.sub).toMatch(/^mailto:/);
    // The worker's own change tells nobody; the admin's change tells the worker.
    expect((await putTask(url(), co.worker.token, task.id, { status: 'in-progress' })).status).toBe(
      200,
    );
    const noted = await putTask(url(), co.admin.token, task.id, {
      supervisorNotes: 'Bring a ladder',
    });
    expect(noted.status).toBe(200);
    await expect.poll(() => service.received.length, { timeout: 10_000 }).toBe(2);
    const changed = JSON.parse(decryptPush(service.received[1]?.body ?? Buffer.alloc(0), keys));
    expect(changed).toMatchObject({ title: 'Your task was changed', tag: `task-${task.id}` });
  });

  it('a subscription the push service says is gone (410) is deleted', async () => {
    const { co } = app;
    expect(await subscriptions(co.worker.id)).toBe(1);
    service.answerNext(410);
    const task = await createTask(url(), co.admin.token, {
      ...taskPayload(co, { description: 'Check the meter at Dona Paula' }),
      employeeId: co.worker.id,
    });
    expect(task.id).toBeTruthy();
    await expect.poll(() => subscriptions(co.worker.id), { timeout: 10_000 }).toBe(0);
  });

  it('an alert opened for a supervisor’s person is pushed to the supervisor, once', async () => {
    const { co } = app;
    const keys = await subscribe(co.supervisor.token, '/push/supervisor-laptop');
    const before = service.received.length;
    const task = await createTask(url(), co.admin.token, {
      ...taskPayload(co, { description: 'Repaint the bus stop at Campal' }),
    });
    await app.database.pool.query('update complaints set due_date = $2 where id = $1', [
      task.id,
      new Date(Date.now() - 3 * 86_400_000),
    ]);
    const sweep = await evaluateAlerts(app.database.pool, new Date());
    expect(sweep.pushes).toBeGreaterThanOrEqual(1);
    expect((await evaluateAlerts(app.database.pool, new Date())).pushes).toBe(0);
    await sendWaitingPushes(app.database.pool);
    // Other rules may have fired too (a late punch-in, at this hour of a working day).
    const overdue = messagesAt(service, '/push/supervisor-laptop', keys, before).filter(
      (m) => m.title === 'Task overdue',
    );
    expect(overdue).toHaveLength(1);
    expect(overdue[0]?.url).toBe(`/tasks?q=${task.id.slice(0, 8)}`);
    expect(overdue[0]?.body).toContain('Repaint the bus stop at Campal');
  });

  it('refuses a subscription that is not one, and signs out of one by its endpoint', async () => {
    const { co } = app;
    const bad = await postAction(url(), PUSH_SUBSCRIPTIONS_PATH, co.admin.token, {
      endpoint: 'not a url',
      keys: { p256dh: 'x', auth: 'y' },
    });
    expect(bad.status).toBe(400);
    await subscribe(co.admin.token, '/push/admin');
    const res = await fetch(`${url()}${PUSH_SUBSCRIPTIONS_PATH}`, {
      method: 'DELETE',
      headers: { ...bearer(co.admin.token), 'content-type': 'application/json' },
      body: JSON.stringify({ endpoint: `${service.url}/push/admin` }),
    });
    expect(res.status).toBe(200);
    expect(await subscriptions(co.admin.id)).toBe(0);
    expect((await fetch(`${url()}${PUSH_KEY_PATH}`)).status).toBe(401);
  });
});
