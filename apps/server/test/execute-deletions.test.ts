import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  customers,
  deletionRequests,
  dayTracks,
  latestLocations,
  locationPoints,
  sessions,
  users,
} from '../src/db/schema/index.ts';
import { storePointBatch } from '../src/repositories/location-points.repository.ts';
import { executeDueDeletions } from '../src/jobs/execute-deletions.ts';
import { insertCompany, insertUser } from './fixtures.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

const DAY = 24 * 3600 * 1000;

describe('carrying out account deletions (PUB-OURS-03)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  async function request(
    email: string,
    executeAfter: Date,
    status: 'pending' | 'cancelled' = 'pending',
  ) {
    const [row] = await database.db
      .insert(deletionRequests)
      .values({
        email,
        companyName: 'Co',
        phone: '+91 90000 00000',
        reason: 'other',
        additionalInfo: 'please remove me',
        status,
        graceEndsAt: new Date(executeAfter.getTime() - 16 * DAY),
        executeAfter,
      })
      .returning();
    if (!row) throw new Error('no request');
    return row;
  }

  it('anonymises the user and customer records after 30 days, ends sessions, deletes their location trail, and keeps only a hash', async () => {
    const company = await insertCompany(database.db);
    const user = await insertUser(database.db, {
      companyId: company.id,
      email: 'Leaving@Goa.example',
      phone: '+91 99999 00000',
    });
    await database.db.insert(sessions).values({
      companyId: company.id,
      userId: user.id,
      tokenHash: 'h1',
      method: 'demo',
      expiresAt: new Date(Date.now() + DAY),
    });
    const fixAt = (minutesAgo: number) => ({
      clientId: `p${minutesAgo}`,
      recordedAt: new Date(Date.now() - minutesAgo * 60_000),
      lat: 15.49,
      lng: 73.82,
      accuracy: 5,
      speed: null,
      heading: null,
      altitude: null,
      battery: 50,
      charging: null,
      activity: null,
      isMock: false,
    });
    await storePointBatch(database.db, { companyId: company.id, userId: user.id }, [
      fixAt(3),
      fixAt(2),
    ]);
    // An archived day of theirs (positions older than 48 hours live here, compressed).
    await database.db.insert(dayTracks).values({
      companyId: company.id,
      userId: user.id,
      localDate: '2026-01-05',
      timezone: 'Asia/Kolkata',
      dayStart: new Date('2026-01-04T18:30:00Z'),
      dayEnd: new Date('2026-01-05T18:30:00Z'),
      analysis: {},
      points: Buffer.from('not really points'),
      pointCount: 1,
      archivedAt: new Date(),
    });
    const [customer] = await database.db
      .insert(customers)
      .values({
        companyId: company.id,
        name: 'Leaving Person',
        email: 'leaving@goa.example',
        phone: '+91 98888 00000',
      })
      .returning();
    const due = await request('leaving@goa.example', new Date(Date.now() - 1000));
    const later = await request('stays@goa.example', new Date(Date.now() + 5 * DAY));
    const cancelled = await request(
      'changed-mind@goa.example',
      new Date(Date.now() - 1000),
      'cancelled',
    );

    expect(await executeDueDeletions(database.db, new Date())).toBe(1);

    const [gone] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(gone).toMatchObject({
      firstName: 'Deleted',
      lastName: 'user',
      phone: null,
      status: 'inactive',
    });
    expect(gone?.email).toBe(`deleted-${user.id}@deleted.invalid`);
    const [session] = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session?.revokedAt).not.toBeNull();
    // Where they went is personal data too: every fix and the latest location are gone.
    expect(
      await database.db.select().from(locationPoints).where(eq(locationPoints.userId, user.id)),
    ).toEqual([]);
    expect(
      await database.db.select().from(latestLocations).where(eq(latestLocations.userId, user.id)),
    ).toEqual([]);
    expect(await database.db.select().from(dayTracks).where(eq(dayTracks.userId, user.id))).toEqual(
      [],
    );
    const [anonCustomer] = await database.db
      .select()
      .from(customers)
      .where(eq(customers.id, customer?.id ?? ''));
    expect(anonCustomer).toMatchObject({ name: 'Deleted customer', phone: null });

    const rows = await database.db.select().from(deletionRequests);
    const done = rows.find((r) => r.id === due.id);
    expect(done).toMatchObject({ status: 'completed', phone: '', additionalInfo: null });
    expect(done?.email).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(rows.find((r) => r.id === later.id)?.status).toBe('pending');
    expect(rows.find((r) => r.id === cancelled.id)?.status).toBe('cancelled');
    expect(await executeDueDeletions(database.db, new Date())).toBe(0);
  });
});
