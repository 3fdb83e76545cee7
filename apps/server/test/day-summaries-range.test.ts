import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DaySummary } from '../src/days/day-summary.ts';
import { findSummariesInRange } from '../src/repositories/day-summaries-range.repository.ts';
import { saveDaySummary } from '../src/repositories/day-summaries.repository.ts';
import { insertCompany, insertUser } from './fixtures.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/**
 * Issue 29: the reports read a person's days as one text of numbers. Whatever was stored comes
 * back as it was: NULL instants, open sessions, instants to the microsecond, an instant before
 * the period's first UTC midnight (a company day in India starts at 18:30 UTC the day before),
 * days missing, the stays and gaps of each day with that day, for every person asked about.
 */
let db: TestDatabase;
let companyId: string;
let ana: string;
let ben: string;
let nobody: string;
const PERIOD = { from: '2026-10-01', to: '2026-10-31' };
const at = (iso: string) => Date.parse(iso);

function day(userId: string, localDate: string, over: Partial<DaySummary>): DaySummary {
  return {
    companyId,
    userId,
    localDate,
    work: { sessionCount: 0, workedMs: 0, breakMs: 0, firstIn: null, lastOut: null, open: false },
    metresByMode: { walking: 0, cycling: 0, driving: 0 },
    trips: 0,
    stays: [],
    gaps: [],
    silentMinutes: 0,
    firstFixAt: null,
    lastFixAt: null,
    fixCount: 0,
    ...over,
  };
}

let stored: DaySummary[];

beforeAll(async () => {
  db = await createTestDatabase();
  companyId = (await insertCompany(db.db)).id;
  ana = (await insertUser(db.db, { companyId })).id;
  ben = (await insertUser(db.db, { companyId })).id;
  nobody = (await insertUser(db.db, { companyId })).id;
  stored = [
    day(ana, '2026-10-01', {
      // 23:45 the evening before in UTC, to the microsecond.
      work: {
        sessionCount: 2,
        workedMs: 29_700_000,
        breakMs: 900_000,
        firstIn: at('2026-09-30T23:45:00.123Z') + 0.456,
        lastOut: at('2026-10-01T13:00:00.999Z'),
        open: false,
      },
      metresByMode: { walking: 1820, cycling: 0, driving: 24_370 },
      trips: 4,
      stays: [[at('2026-10-01T04:00:00Z'), at('2026-10-01T05:00:00Z'), 28.61, 77.2]],
      gaps: [[at('2026-10-01T08:00:00Z'), at('2026-10-01T08:25:00Z')]],
      silentMinutes: 25,
      firstFixAt: at('2026-09-30T23:50:00Z'),
      lastFixAt: at('2026-10-01T13:05:00.5Z'),
      fixCount: 3000,
    }),
    day(ana, '2026-10-31', {
      work: {
        sessionCount: 1,
        workedMs: 3_600_000,
        breakMs: 0,
        firstIn: at('2026-10-31T05:00:00Z'),
        lastOut: null,
        open: true,
      },
      stays: [[at('2026-10-31T05:00:00Z'), at('2026-10-31T06:00:00Z'), 12.97, 77.59]],
    }),
    day(ben, '2026-10-15', { metresByMode: { walking: 5, cycling: 7, driving: 0 }, trips: 1 }),
    // Outside the period: never read.
    day(ben, '2026-11-01', { trips: 9 }),
  ];
  // Latest first: the table's order is not the days' order.
  for (const s of [...stored].reverse()) await saveDaySummary(db.pool, s, new Date());
}, 60_000);

afterAll(async () => {
  await db?.drop();
});

const sorted = (list: DaySummary[]) =>
  [...list].sort((a, b) => (a.userId + a.localDate).localeCompare(b.userId + b.localDate));

describe('findSummariesInRange (issue 29)', () => {
  it('gives every stored day of the period as it was saved, with its places', async () => {
    const got = await findSummariesInRange(
      db.pool,
      companyId,
      [nobody, ben, ana],
      PERIOD,
      'places',
    );
    expect(sorted(got)).toEqual(sorted(stored.slice(0, 3)));
  });

  it('gives only the sessions for attendance and only the travel for distance', async () => {
    const work = await findSummariesInRange(db.pool, companyId, [ana, ben], PERIOD, 'work');
    const savedOf = (s: DaySummary) =>
      stored.find((x) => x.userId === s.userId && x.localDate === s.localDate);
    expect(work).toHaveLength(3);
    for (const s of work) {
      expect(s.work).toEqual(savedOf(s)?.work);
      expect([s.metresByMode.driving, s.trips, s.stays, s.gaps, s.firstFixAt]).toEqual([
        0,
        0,
        [],
        [],
        null,
      ]);
    }
    const travel = await findSummariesInRange(db.pool, companyId, [ana, ben], PERIOD, 'travel');
    for (const s of travel) {
      const saved = savedOf(s);
      expect(s.metresByMode).toEqual(saved?.metresByMode);
      expect([s.trips, s.silentMinutes, s.firstFixAt, s.lastFixAt, s.fixCount]).toEqual([
        saved?.trips,
        saved?.silentMinutes,
        saved?.firstFixAt,
        saved?.lastFixAt,
        saved?.fixCount,
      ]);
      expect(s.work.open).toBe(saved?.work.open);
    }
    expect(travel).toHaveLength(3);
  });

  it('gives nothing for nobody and for a period with no days', async () => {
    expect(await findSummariesInRange(db.pool, companyId, [], PERIOD, 'work')).toEqual([]);
    expect(
      await findSummariesInRange(
        db.pool,
        companyId,
        [ana],
        { from: '2026-09-01', to: '2026-09-30' },
        'travel',
      ),
    ).toEqual([]);
  });
});
