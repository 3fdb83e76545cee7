import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import pino from 'pino';
import { DEMO_STAFF } from '@ronda/device-simulator';
import {
  attendanceRecords,
  latestLocations,
  sessions,
  users,
  workLogs,
} from '../src/db/schema/index.ts';
import { DEMO_PLAYED_STAFF, startDemoFieldDays } from '../src/demo/demo-field-days.ts';
import { DEMO_EMPLOYEE_EMAIL } from '../src/db/seed/demo-people.ts';
import { DEMO_COMPANY_ID, seedDemoCompany } from '../src/db/seed/seed-demo-company.ts';
import { upkeepLocationPartitions } from '../src/jobs/location-partitions.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { startTestApp, type TestApp } from './test-app.ts';

const SECRET = 'test-session-secret-0123456789abcdef';
const DAY_MS = 24 * 3600 * 1000;

describe('the demo company gets real field days through the device API', () => {
  let database: TestDatabase;
  let server: TestApp;
  // 16:00 in Goa two days ago plays as "today": everything it sends is long past, and the
  // sessions (real time) must still work, whatever the hour the test runs at.
  const ist = new Date(Date.now() + 330 * 60_000);
  const playedAt = new Date(
    Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() - 2, 15 - 5, 30),
  );
  const play = () =>
    startDemoFieldDays({
      db: database.db,
      sessionSecret: SECRET,
      baseUrl: server.baseUrl,
      log: pino({ level: 'silent' }),
      now: () => playedAt,
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoCompany(database.db);
    await upkeepLocationPartitions(database.pool, new Date());
    server = await startTestApp(database);
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  it("plays exactly the seed's active field staff (the simulator's list is kept in step)", async () => {
    const field = await database.db
      .select({ email: users.email })
      .from(users)
      .where(
        and(
          eq(users.companyId, DEMO_COMPANY_ID),
          eq(users.status, 'active'),
          eq(users.isAdmin, false),
          eq(users.isSupervisor, false),
        ),
      );
    expect(field.map((u) => u.email).sort()).toEqual(DEMO_STAFF.map((s) => s.email).sort());
  });

  // Two days of every field worker's fixes, punches and work logs through the real API, then all
  // of it again: 24-26 s alone on this 2-core machine, past 30 s beside the other test files.
  it('sends yesterday and today so far for every field worker, and a replay stores nothing new', async () => {
    const first = play();
    const result = await first.ready;
    await first.stop();
    expect(result.rejected).toEqual([]);
    expect(result.actionConflicts).toEqual([]);
    expect(result.accepted).toBeGreaterThan(DEMO_PLAYED_STAFF.length * 500);

    const staff = await database.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.companyId, DEMO_COMPANY_ID),
          eq(users.email, DEMO_PLAYED_STAFF[0]?.email ?? ''),
        ),
      );
    const played = staff[0]?.id ?? '';
    const records = await database.db
      .select()
      .from(attendanceRecords)
      .where(eq(attendanceRecords.userId, played))
      .orderBy(attendanceRecords.checkInAt);
    // The day before is over (punched out); at 14:00 "today" is under way.
    expect(records).toHaveLength(2);
    expect(records[0]?.checkOutAt).not.toBeNull();
    expect(records[1]?.checkOutAt).toBeNull();
    expect(records[1]?.checkInAt.getTime()).toBeGreaterThan(playedAt.getTime() - DAY_MS / 2);
    const logs = await database.db.select().from(workLogs).where(eq(workLogs.userId, played));
    expect(logs.length).toBeGreaterThan(0);
    const [latest] = await database.db
      .select()
      .from(latestLocations)
      .where(eq(latestLocations.userId, played));
    expect(latest?.recordedAt.getTime()).toBeLessThanOrEqual(playedAt.getTime());
    // Fresh, unless the phone's planned offline spell (40-80 minutes) is under way at 16:00.
    expect(playedAt.getTime() - (latest?.recordedAt.getTime() ?? 0)).toBeLessThan(2 * 3600_000);

    const people = await database.db
      .select({ n: sql<number>`count(distinct ${latestLocations.userId})::int` })
      .from(latestLocations)
      .where(eq(latestLocations.companyId, DEMO_COMPANY_ID));
    // Issue 27: the person offered for sign-in on /field is not played: their day is the visitor's.
    expect(people[0]?.n).toBe(DEMO_PLAYED_STAFF.length);
    expect(DEMO_PLAYED_STAFF.map((s) => s.email)).not.toContain(DEMO_EMPLOYEE_EMAIL);
    const [offered] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_EMPLOYEE_EMAIL));
    const offeredDays = await database.db
      .select()
      .from(attendanceRecords)
      .where(eq(attendanceRecords.userId, offered?.id ?? ''));
    expect(offeredDays).toEqual([]);

    // A restart plays the same days again: the same ids, so nothing is stored twice.
    const second = play();
    const again = await second.ready;
    await second.stop();
    expect(again.accepted).toBe(0);
    expect(again.duplicates).toBe(result.accepted + result.duplicates);
    expect(again.actionConflicts).toEqual([]);
    const open = await database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.companyId, DEMO_COMPANY_ID), isNull(sessions.revokedAt)));
    expect(open).toEqual([]);
  }, 120_000);
});
