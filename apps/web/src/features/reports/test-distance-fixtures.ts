import {
  distanceReportSchema,
  type DistanceReport,
  type DistanceReportDay,
  type KmByMode,
  type User,
} from '@ronda/shared';
import { ana, company, COMPANY_ID, ravi, sunil } from './test-fixtures';

/** The rates of the spec's example: driving and cycling paid, walking not. */
export const RATES: KmByMode = { walking: 0, cycling: 2.5, driving: 9.75 };

/** Monday 16 to Wednesday 18 November 2026: the 18th is today (NOW), not over yet. */
export const DIST_FROM = '2026-11-16';
export const DIST_TO = '2026-11-18';

const round2 = (n: number) => Math.round(n * 100) / 100;

interface DayInput {
  km?: Partial<KmByMode>;
  trips?: number;
  silent?: number;
  tracked?: number;
}

function travelDay(date: string, input: DayInput = {}): DistanceReportDay {
  const kmByMode = { walking: 0, cycling: 0, driving: 0, ...input.km };
  return {
    date,
    km: round2(kmByMode.walking + kmByMode.cycling + kmByMode.driving),
    kmByMode,
    trips: input.trips ?? 0,
    amount: round2(kmByMode.cycling * RATES.cycling + kmByMode.driving * RATES.driving),
    silentMinutes: input.silent ?? 0,
    trackedMinutes: input.tracked ?? 0,
    pending: date >= '2026-11-18',
  };
}

function totalsOf(days: readonly DistanceReportDay[]) {
  const sum = (pick: (d: DistanceReportDay) => number) =>
    round2(days.reduce((n, d) => n + pick(d), 0));
  return {
    km: sum((d) => d.km),
    kmByMode: {
      walking: sum((d) => d.kmByMode.walking),
      cycling: sum((d) => d.kmByMode.cycling),
      driving: sum((d) => d.kmByMode.driving),
    },
    trips: sum((d) => d.trips),
    amount: sum((d) => d.amount),
    silentMinutes: sum((d) => d.silentMinutes),
    trackedMinutes: sum((d) => d.trackedMinutes),
  };
}

const DAYS = new Map<string, DistanceReportDay[]>([
  [
    ana.id,
    [
      // Ana's phone went quiet for 25 minutes on the 16th: those km are unknown, not zero.
      travelDay('2026-11-16', {
        km: { walking: 1.2, driving: 30.4 },
        trips: 4,
        silent: 25,
        tracked: 540,
      }),
      travelDay('2026-11-17', { km: { walking: 0.8, driving: 12 }, trips: 2, tracked: 300 }),
      travelDay('2026-11-18', { km: { walking: 0.5, driving: 5.25 }, trips: 1, tracked: 120 }),
    ],
  ],
  [
    sunil.id,
    [
      travelDay('2026-11-16', { km: { cycling: 14.6 }, trips: 3, silent: 70, tracked: 480 }),
      travelDay('2026-11-17'),
      travelDay('2026-11-18'),
    ],
  ],
  [ravi.id, [travelDay('2026-11-16'), travelDay('2026-11-17'), travelDay('2026-11-18')]],
]);

/** The distance report as the server would answer it, parsed so it cannot drift from the schema. */
export function distanceReport(of: User[] = [ana, sunil]): DistanceReport {
  const people = of.map((u) => {
    const days = DAYS.get(u.id) ?? [];
    return {
      userId: u.id,
      name: `${u.firstName} ${u.lastName}`,
      departments: u.departments.map((d) => d.name),
      ...totalsOf(days),
      days,
    };
  });
  return distanceReportSchema.parse({
    kind: 'distance',
    from: DIST_FROM,
    to: DIST_TO,
    company: { id: COMPANY_ID, name: company.name, timezone: company.timezone },
    generatedAt: '2026-11-18T06:30:00.000Z',
    ratesPerKm: RATES,
    people,
    totals: { people: people.length, ...totalsOf(people.flatMap((p) => p.days)) },
  });
}
