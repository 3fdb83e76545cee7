/**
 * Issue 19, /api/osmand over real HTTP and PostgreSQL: keys that do not work (unknown, revoked, a
 * deactivated person's) store nothing, and the key never reaches the logs.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { OSMAND_PATH, TRACKING_KEYS_PATH } from '@ronda/shared';
import { bearer, postJson } from './fixtures.ts';
import { expectAccepted, expectError, query, useOsmandServer } from './osmand-harness.ts';

const osmand = useOsmandServer();
const {
  url,
  personWithKey,
  stored,
  getFix,
  postQuery,
  postForm,
  postTraccarJson,
  logged,
  company: co,
} = osmand;

describe('issue 19 /api/osmand: keys that do not work store nothing', () => {
  const fields = (key: string) => ({
    id: key,
    lat: '15.49',
    lon: '73.82',
    timestamp: String(Math.floor(Date.now() / 1000) - 60),
  });

  it('answers 401 for an unknown key and for a revoked one, and stores nothing', async () => {
    expect(await expectError(await getFix(fields('nosuchkeynosuchkeynosuchke')), 401)).toBe(
      'Unknown or revoked tracking key.',
    );
    const { userId, key, keyId } = await personWithKey();
    const revoke = await fetch(url(`${TRACKING_KEYS_PATH}/${keyId}`), {
      method: 'DELETE',
      headers: bearer(co().admin.token),
    });
    expect(revoke.status).toBe(200);
    await expectError(await getFix(fields(key)), 401);
    await expectError(await postForm(fields(key)), 401);
    await expectError(
      await postTraccarJson({
        location: { coords: { latitude: 15.4, longitude: 73.8 } },
        device_id: key,
      }),
      401,
    );
    expect(await stored(userId)).toHaveLength(0);
  });

  it('answers 401 at once when the person is deactivated', async () => {
    const { userId, key } = await personWithKey();
    await expectAccepted(await getFix(fields(key)));
    const deactivate = await postJson(
      url(`/api/company/users/${userId}/deactivate`),
      {},
      bearer(co().admin.token),
    );
    expect(deactivate.status).toBe(200);
    const later = { ...fields(key), timestamp: String(Math.floor(Date.now() / 1000) - 30) };
    await expectError(await getFix(later), 401);
    expect(await stored(userId)).toHaveLength(1);
  });

  it('a key typed in capitals is the same key', async () => {
    const { userId, key } = await personWithKey();
    await expectAccepted(await getFix(fields(key.toUpperCase())));
    expect(await stored(userId)).toHaveLength(1);
  });
});

describe('issue 19 /api/osmand: the key never reaches the logs', () => {
  beforeEach(() => {
    logged.length = 0;
  });

  it('logs the request with its query string redacted, also at a wrong address', async () => {
    const { key } = await personWithKey();
    const fix = { id: key, lat: '15.49', lon: '73.82', batt: '50' };
    await expectAccepted(await getFix(fix));
    await expectAccepted(await postQuery(fix));
    // A misspelt path and the site's root (an app set to the wrong server URL) are 404s,
    // logged without the key all the same.
    await fetch(url(`/API/OSMAND/?${query(fix)}`)).then((r) => r.arrayBuffer());
    await fetch(url(`/?${query(fix)}`)).then((r) => r.arrayBuffer());
    await fetch(url(`${OSMAND_PATH}?${query({ ...fix, lat: 'x' })}`), { method: 'PUT' }).then((r) =>
      r.arrayBuffer(),
    );
    const text = logged.join('');
    expect(text).toContain(`"url":"${OSMAND_PATH}?[redacted]"`);
    expect(text).toContain('"url":"/?[redacted]"');
    expect(text).not.toContain(key);
    expect(text).not.toContain(key.slice(0, 12));
    // Other addresses keep their query strings: only the key is hidden.
    await fetch(url('/api/health?probe=1')).then((r) => r.arrayBuffer());
    expect(logged.join('')).toContain('"url":"/api/health?probe=1"');
  });
});
