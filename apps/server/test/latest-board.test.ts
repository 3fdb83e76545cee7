import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { latestLocationsResponseSchema } from '@ronda/shared';
import { users } from '../src/db/schema/index.ts';
import { LatestBoard } from '../src/live/latest-board.ts';
import { LiveHub } from '../src/live/live-hub.ts';
import { insertCompany, insertUser } from './fixtures.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

describe('the per-process board of latest locations', () => {
  let database: TestDatabase;
  let hub: LiveHub;
  let board: LatestBoard;

  beforeAll(async () => {
    database = await createTestDatabase();
    hub = new LiveHub(database.pool.options, pino({ level: 'silent' }));
    hub.start();
    board = new LatestBoard(database.db, hub);
    for (let i = 0; i < 100 && !hub.connected; i += 1) await new Promise((r) => setTimeout(r, 20));
  });
  afterAll(async () => {
    board.close();
    await hub.stop();
    await database.drop();
  });

  const names = async (companyId: string) =>
    latestLocationsResponseSchema
      .parse(JSON.parse((await board.body(companyId, { kind: 'company' }, false)).toString()))
      .data.locations.map((l) => l.employee.firstName);

  it('reads its own writes: a change committed before a read is in that read', async () => {
    expect(hub.connected).toBe(true);
    const company = await insertCompany(database.db);
    const person = await insertUser(database.db, { companyId: company.id, firstName: 'Asha' });
    expect(await names(company.id)).toEqual(['Asha']);
    // No request in between to give the notification time: the barrier alone must deliver it.
    for (const name of ['Bina', 'Chitra', 'Divya', 'Esha', 'Farah']) {
      await database.db.update(users).set({ firstName: name }).where(eq(users.id, person.id));
      expect(await names(company.id)).toEqual([name]);
    }
  });

  it('after renames, arrivals, departures and moves the list equals a fresh read', async () => {
    const company = await insertCompany(database.db);
    const names = ['Zoë', 'anita', 'Ánh', 'Bo', 'bo', 'Émile', 'Zed', '😀 Joy', 'Asha', 'Kiran'];
    const people: { id: string }[] = [];
    for (const firstName of names) {
      people.push(await insertUser(database.db, { companyId: company.id, firstName }));
    }
    const fresh = async () => {
      const offline = new LiveHub(database.pool.options, pino({ level: 'silent' }));
      const direct = new LatestBoard(database.db, offline);
      const body = await direct.body(company.id, { kind: 'company' }, false);
      direct.close();
      return body.toString();
    };
    const cached = async () =>
      (await board.body(company.id, { kind: 'company' }, false)).toString();
    expect(await cached()).toBe(await fresh());
    const rename = (i: number, firstName: string) =>
      database.db
        .update(users)
        .set({ firstName })
        .where(eq(users.id, people[i]?.id ?? ''));
    const setStatus = (i: number, status: 'active' | 'inactive') =>
      database.db
        .update(users)
        .set({ status })
        .where(eq(users.id, people[i]?.id ?? ''));
    await rename(0, 'Aaron');
    await rename(4, 'Ülla');
    await setStatus(2, 'inactive');
    await insertUser(database.db, { companyId: company.id, firstName: 'Mira' });
    expect(await cached()).toBe(await fresh());
    await setStatus(2, 'active');
    await rename(7, 'Bo');
    await database.db.delete(users).where(eq(users.id, people[9]?.id ?? ''));
    expect(await cached()).toBe(await fresh());
  });

  it('loses nothing when a read fails: the next answer has every change', async () => {
    const company = await insertCompany(database.db);
    const person = await insertUser(database.db, { companyId: company.id, firstName: 'Hema' });
    let failing = false;
    const pool = database.pool;
    // The board reads through this: the same database, with a switch that breaks the reads.
    const flaky = {
      ...database.db,
      $client: {
        query: (...args: Parameters<typeof pool.query>) =>
          failing ? Promise.reject(new Error('connection lost')) : pool.query(...args),
      },
    } as unknown as typeof database.db;
    const shaky = new LatestBoard(flaky, hub);
    const read = async () =>
      latestLocationsResponseSchema
        .parse(JSON.parse((await shaky.body(company.id, { kind: 'company' }, false)).toString()))
        .data.locations.map((l) => l.employee.firstName);
    expect(await read()).toEqual(['Hema']);
    await database.db.update(users).set({ firstName: 'Indu' }).where(eq(users.id, person.id));
    failing = true;
    await expect(read()).rejects.toThrow('connection lost');
    failing = false;
    expect(await read()).toEqual(['Indu']);
    shaky.close();
  });

  it('answers from the database while the hub is not listening', async () => {
    const company = await insertCompany(database.db);
    await insertUser(database.db, { companyId: company.id, firstName: 'Gita' });
    const offline = new LiveHub(database.pool.options, pino({ level: 'silent' }));
    const direct = new LatestBoard(database.db, offline);
    const body = JSON.parse((await direct.body(company.id, { kind: 'company' }, false)).toString());
    expect(latestLocationsResponseSchema.parse(body).data.locations).toHaveLength(1);
    direct.close();
  });
});
