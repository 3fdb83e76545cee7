import { visitsReportSchema, type User, type Visit, type VisitsReport } from '@ronda/shared';
import { ana, company, COMPANY_ID, FROM, ravi, sunil, TO } from './test-fixtures';

const visit = (
  arrivedAt: string,
  minutes: number,
  place: Visit['place'],
  lat = 15.4989,
  lng = 73.8278,
): Visit => ({
  date: arrivedAt.slice(0, 10),
  arrivedAt,
  leftAt: new Date(Date.parse(arrivedAt) + minutes * 60_000).toISOString(),
  minutes,
  lat,
  lng,
  place,
});

/** Times are UTC; Goa is 5:30 ahead, so 04:10Z is 09:40 at the office. */
const PLACES = new Map<string, Visit[]>([
  [
    ana.id,
    [
      // Listed out of order, as nothing promises otherwise: the view sorts by day and arrival.
      visit('2026-11-16T06:00:00.000Z', 40, { kind: 'customer', name: 'Maria Fernandes' }),
      visit('2026-11-17T04:35:00.000Z', 25, null, 15.501234, 73.91234),
      visit('2026-11-16T04:10:00.000Z', 75, { kind: 'work-site', name: 'Panaji office' }),
    ],
  ],
  [ravi.id, [visit('2026-11-16T05:00:00.000Z', 130, { kind: 'work-site', name: 'Margao store' })]],
  [sunil.id, []],
]);

/** The visits report of 15–17 November, parsed so it cannot drift from the schema. */
export function visitsReport(of: User[] = [ana, ravi, sunil]): VisitsReport {
  const people = of.map((u) => {
    const places = PLACES.get(u.id) ?? [];
    return {
      userId: u.id,
      name: `${u.firstName} ${u.lastName}`,
      departments: u.departments.map((d) => d.name),
      visits: places.length,
      matched: places.filter((p) => p.place).length,
      minutes: places.reduce((n, p) => n + p.minutes, 0),
      places,
    };
  });
  const sum = (pick: (p: (typeof people)[number]) => number) =>
    people.reduce((n, p) => n + pick(p), 0);
  return visitsReportSchema.parse({
    kind: 'visits',
    from: FROM,
    to: TO,
    company: { id: COMPANY_ID, name: company.name, timezone: company.timezone },
    generatedAt: '2026-11-18T06:30:00.000Z',
    people,
    totals: {
      people: people.length,
      visits: sum((p) => p.visits),
      matched: sum((p) => p.matched),
      minutes: sum((p) => p.minutes),
    },
  });
}
