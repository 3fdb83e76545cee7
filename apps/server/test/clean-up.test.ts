import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { createLocalStorage } from '../src/adapters/storage/local-storage.ts';
import { geocodeCache, uploads } from '../src/db/schema/index.ts';
import { cleanUp } from '../src/jobs/clean-up.ts';
import { insertCompany } from './fixtures.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

describe('the daily clean-up job', () => {
  let database: TestDatabase;
  let dataDir: string;
  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ronda-clean-up-'));
  });
  afterAll(async () => {
    await database.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('removes uploads never finished a day after their link expired, and stale geocoder answers', async () => {
    const now = new Date('2026-11-22T03:41:00Z');
    const storage = createLocalStorage({ dataDir, sessionSecret: 'x'.repeat(32) });
    const { id: companyId } = await insertCompany(database.db);
    const keyOf = () => `${companyId}/2026/11/${crypto.randomBytes(16).toString('hex')}.png`;
    const upload = (expiredAgoMs: number, completed: boolean) => ({
      companyId,
      key: keyOf(),
      contentType: 'image/png',
      expiresAt: new Date(now.getTime() - expiredAgoMs),
      completedAt: completed ? new Date(now.getTime() - expiredAgoMs - HOUR) : null,
    });
    const abandoned = upload(2 * DAY, false);
    const recent = upload(HOUR, false);
    const finished = upload(300 * DAY, true);
    await database.db.insert(uploads).values([abandoned, recent, finished]);
    // Bytes left where the store keeps files, for the abandoned one and the finished one.
    for (const { key } of [abandoned, finished]) {
      const file = path.join(dataDir, 'uploads', key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, 'bytes');
    }
    const staleKey = `stale-${crypto.randomUUID()}`;
    const freshKey = `fresh-${crypto.randomUUID()}`;
    await database.db.insert(geocodeCache).values([
      {
        kind: 'search',
        key: staleKey,
        response: [],
        createdAt: new Date(now.getTime() - 31 * DAY),
      },
      {
        kind: 'search',
        key: freshKey,
        response: [],
        createdAt: new Date(now.getTime() - 29 * DAY),
      },
    ]);

    const result = await cleanUp({ db: database.db, storage }, now);

    expect(result).toEqual({ uploadsRemoved: 1, geocodeAnswersRemoved: 1 });
    const keys = [abandoned, recent, finished].map((row) => row.key);
    const left = await database.db
      .select({ key: uploads.key })
      .from(uploads)
      .where(inArray(uploads.key, keys));
    expect(left.map((row) => row.key).sort()).toEqual([recent.key, finished.key].sort());
    await expect(fs.stat(path.join(dataDir, 'uploads', abandoned.key))).rejects.toThrow();
    expect((await fs.stat(path.join(dataDir, 'uploads', finished.key))).isFile()).toBe(true);
    const answers = await database.db
      .select({ key: geocodeCache.key })
      .from(geocodeCache)
      .where(inArray(geocodeCache.key, [staleKey, freshKey]));
    expect(answers.map((row) => row.key)).toEqual([freshKey]);

    // Nothing left to do: a second run removes nothing.
    expect(await cleanUp({ db: database.db, storage }, now)).toEqual({
      uploadsRemoved: 0,
      geocodeAnswersRemoved: 0,
    });
  });
});
