/**
 * Issue 19: tracking keys for Traccar Client, made, listed and revoked through
 * /api/device/tracking-keys over real HTTP and PostgreSQL. A person manages their own keys, an
 * admin anyone's in the company; another company's key is a 404; the secret is answered once
 * and never stored or listed.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  apiErrorSchema,
  createTrackingKeyResponseSchema,
  MAX_TRACKING_KEYS_PER_PERSON,
  OSMAND_PATH,
  TRACKING_KEYS_PATH,
  trackingKeysResponseSchema,
} from '@ronda/shared';
import { trackingKeys } from '../src/db/schema/index.ts';
import { createSmallCompany, startDeviceTestApp, type DeviceTestApp } from './device-fixtures.ts';
import { bearer, insertUser, postJson } from './fixtures.ts';

const PUBLIC_URL = 'https://ronda.example';

let app: DeviceTestApp;
const url = (path: string) => `${app.server.baseUrl}${path}`;

beforeAll(async () => {
  app = await startDeviceTestApp({ PUBLIC_URL });
});
afterAll(() => app.close());

const create = (token: string, body?: unknown) =>
  body === undefined
    ? fetch(url(TRACKING_KEYS_PATH), { method: 'POST', headers: bearer(token) })
    : postJson(url(TRACKING_KEYS_PATH), body, bearer(token));
const list = (token: string, query = '') =>
  fetch(url(`${TRACKING_KEYS_PATH}${query}`), { headers: bearer(token) });
const revoke = (token: string, id: string) =>
  fetch(url(`${TRACKING_KEYS_PATH}/${id}`), { method: 'DELETE', headers: bearer(token) });

async function listed(token: string, query = '') {
  const res = await list(token, query);
  expect(res.status).toBe(200);
  return trackingKeysResponseSchema.parse(await res.json());
}

async function status(res: Response) {
  const body: unknown = await res.json();
  if (res.status >= 400) apiErrorSchema.parse(body);
  return res.status;
}

describe('issue 19 tracking keys', () => {
  it('a person makes their own key with no body: a 130-bit secret, once, and the server URL from PUBLIC_URL', async () => {
    const { co, database } = app;
    const res = await create(co.worker.token);
    expect(res.status).toBe(201);
    const made = createTrackingKeyResponseSchema.parse(await res.json());
    expect(made.key).toMatch(/^[a-km-np-z2-9]{26}$/);
    expect(made.url).toBe(`${PUBLIC_URL}${OSMAND_PATH}`);
    expect(made.trackingKey).toMatchObject({
      userId: co.worker.id,
      hint: `…${made.key.slice(-4)}`,
      lastUsedAt: null,
      refusedCount: 0,
    });

    // Listed without the secret; stored only as its hash.
    const res2 = await list(co.worker.token);
    const text = await res2.text();
    expect(text).not.toContain(made.key);
    const { trackingKeys: keys, url: listedUrl } = trackingKeysResponseSchema.parse(
      JSON.parse(text),
    );
    expect(listedUrl).toBe(`${PUBLIC_URL}${OSMAND_PATH}`);
    expect(keys.map((k) => k.id)).toEqual([made.trackingKey.id]);
    const [row] = await database.db
      .select()
      .from(trackingKeys)
      .where(eq(trackingKeys.id, made.trackingKey.id));
    expect(row?.keyHash).toBe(crypto.createHash('sha256').update(made.key).digest('base64url'));
    expect(JSON.stringify(row)).not.toContain(made.key);
  });

  it('two keys are never the same', async () => {
    const { co } = app;
    const a = createTrackingKeyResponseSchema.parse(
      await (await create(co.supervisor.token, {})).json(),
    );
    const b = createTrackingKeyResponseSchema.parse(
      await (await create(co.supervisor.token, {})).json(),
    );
    expect(a.key).not.toBe(b.key);
  });

  it('an employee manages only their own keys; an admin anyone’s in the company', async () => {
    const { co } = app;
    const outsiderKey = createTrackingKeyResponseSchema.parse(
      await (await create(co.outsider.token)).json(),
    );
    // The employee can neither make, list nor revoke a colleague's key.
    expect(await status(await create(co.worker.token, { userId: co.outsider.id }))).toBe(403);
    expect(await status(await list(co.worker.token, `?userId=${co.outsider.id}`))).toBe(403);
    expect(await status(await revoke(co.worker.token, outsiderKey.trackingKey.id))).toBe(404);
    const workerList = await listed(co.worker.token);
    expect(workerList.trackingKeys.every((k) => k.userId === co.worker.id)).toBe(true);

    // The admin makes one for the worker, sees the company's keys, and revokes the outsider's.
    const res = await create(co.admin.token, { userId: co.worker.id });
    expect(res.status).toBe(201);
    const forWorker = createTrackingKeyResponseSchema.parse(await res.json());
    expect(forWorker.trackingKey.userId).toBe(co.worker.id);
    const all = await listed(co.admin.token);
    const ids = all.trackingKeys.map((k) => k.id);
    expect(ids).toContain(forWorker.trackingKey.id);
    expect(ids).toContain(outsiderKey.trackingKey.id);
    const onlyWorker = await listed(co.admin.token, `?userId=${co.worker.id}`);
    expect(onlyWorker.trackingKeys.every((k) => k.userId === co.worker.id)).toBe(true);
    expect(onlyWorker.trackingKeys.map((k) => k.id)).toContain(forWorker.trackingKey.id);
    expect(await status(await revoke(co.admin.token, outsiderKey.trackingKey.id))).toBe(200);
    expect((await listed(co.outsider.token)).trackingKeys).toEqual([]);
    // Revoked is revoked: a second time is a 404.
    expect(await status(await revoke(co.admin.token, outsiderKey.trackingKey.id))).toBe(404);
  });

  it('another company’s keys and people answer 404', async () => {
    const { co, database, server } = app;
    const other = await createSmallCompany(database.db, server.baseUrl);
    const theirs = createTrackingKeyResponseSchema.parse(
      await (await create(other.worker.token)).json(),
    );
    expect(await status(await revoke(co.admin.token, theirs.trackingKey.id))).toBe(404);
    expect(await status(await create(co.admin.token, { userId: other.worker.id }))).toBe(404);
    const ours = await listed(co.admin.token);
    expect(ours.trackingKeys.map((k) => k.id)).not.toContain(theirs.trackingKey.id);
    expect(await status(await create(co.admin.token, { userId: crypto.randomUUID() }))).toBe(404);
    // Their key still works: the refusal changed nothing.
    expect((await listed(other.worker.token)).trackingKeys).toHaveLength(1);
  });

  it('refuses a deactivated person, bad input, and more than the allowed number of keys', async () => {
    const { co, database } = app;
    const gone = await insertUser(database.db, { companyId: co.companyId, status: 'inactive' });
    expect(await status(await create(co.admin.token, { userId: gone.id }))).toBe(409);
    expect(await status(await create(co.admin.token, { userId: 'not-an-id' }))).toBe(400);
    expect(await status(await revoke(co.admin.token, 'not-an-id'))).toBe(400);
    expect(await status(await list(co.admin.token, '?userId=nope'))).toBe(400);

    const busy = await insertUser(database.db, { companyId: co.companyId });
    for (let i = 0; i < MAX_TRACKING_KEYS_PER_PERSON; i += 1) {
      expect(await status(await create(co.admin.token, { userId: busy.id }))).toBe(201);
    }
    expect(await status(await create(co.admin.token, { userId: busy.id }))).toBe(409);
  });

  it('needs a session', async () => {
    expect((await fetch(url(TRACKING_KEYS_PATH))).status).toBe(401);
    expect((await fetch(url(TRACKING_KEYS_PATH), { method: 'POST' })).status).toBe(401);
    expect(
      (await fetch(url(`${TRACKING_KEYS_PATH}/${crypto.randomUUID()}`), { method: 'DELETE' }))
        .status,
    ).toBe(401);
  });
});
