import {
  type ReportQuery,
  type Visit,
  type VisitsReport,
  type VisitsReportPerson,
} from '@ronda/shared';
import { DEFAULT_TRACKING_OPTIONS, haversineMeters } from '@ronda/tracking';
import type { ReportAsker } from './report-people.ts';
import type { Database } from '../../db/client.ts';
import { readDays } from '../../days/read-days.ts';
import { findTasksNear } from '../../repositories/place-names.repository.ts';
import { listWorkSites } from '../../repositories/work-sites.repository.ts';
import { reportSource, type ReportSource } from './report-source.ts';
import { reportPeople } from './report-people.ts';

const MINUTE = 60_000;
const RADIUS_M = DEFAULT_TRACKING_OPTIONS.stayRadiusM;

/**
 * Each person's visits of the period (issue 29): the places they stayed at, from their days'
 * summaries, each matched to the work site it lies in or else the customer of the nearest task
 * within the stay radius, as the day on /location names them.
 */
export async function visitsSource(
  db: Database,
  session: ReportAsker,
  query: ReportQuery,
  now: Date,
): Promise<ReportSource<VisitsReportPerson>> {
  const { company } = session;
  const people = await reportPeople(db, session, query);
  const sites = await listWorkSites(db, company.id);
  const rowsOf = async (batch: typeof people): Promise<VisitsReportPerson[]> => {
    const days = await readDays(
      db,
      company,
      batch.map((p) => p.id),
      query,
      now,
      'places',
    );
    const stays = batch.flatMap((person) =>
      [...(days.summaries.get(person.id)?.values() ?? [])]
        .sort((a, b) => a.localDate.localeCompare(b.localDate))
        .flatMap((day) =>
          day.stays.map(([start, end, lat, lng]) => ({
            userId: person.id,
            date: day.localDate,
            start,
            end,
            lat,
            lng,
          })),
        ),
    );
    // The nearest task of each stay, a few thousand stays per statement.
    const customerAt = new Map<number, string | null>();
    for (let i = 0; i < stays.length; i += 5000) {
      const near = await findTasksNear(db, company.id, stays.slice(i, i + 5000), RADIUS_M);
      for (const t of near) customerAt.set(i + t.index, t.customerName);
    }
    const visits = stays.map((s, index): Visit & { userId: string } => {
      const site = sites.find((w) => haversineMeters(s, w) <= w.radiusMeters);
      const customer = customerAt.get(index);
      return {
        userId: s.userId,
        date: s.date,
        arrivedAt: new Date(s.start).toISOString(),
        leftAt: new Date(s.end).toISOString(),
        minutes: Math.round((s.end - s.start) / MINUTE),
        lat: s.lat,
        lng: s.lng,
        place: site
          ? { kind: 'work-site', name: site.name }
          : customer
            ? { kind: 'customer', name: customer }
            : null,
      };
    });
    const byPerson = new Map<string, Visit[]>();
    for (const { userId, ...visit } of visits) {
      const list = byPerson.get(userId);
      if (list) list.push(visit);
      else byPerson.set(userId, [visit]);
    }
    return batch.map((person) => {
      const places = byPerson.get(person.id) ?? [];
      return {
        userId: person.id,
        name: `${person.firstName} ${person.lastName}`.trim(),
        departments: person.departments.map((d) => d.name),
        visits: places.length,
        matched: places.filter((p) => p.place !== null).length,
        minutes: places.reduce((sum, p) => sum + p.minutes, 0),
        places,
      };
    });
  };
  return reportSource(people, { read: rowsOf, rows: (_batch, rows) => rows });
}

/** GET /api/reports/visits as JSON. */
export async function visitsReport(
  db: Database,
  session: ReportAsker,
  query: ReportQuery,
  now: Date,
): Promise<VisitsReport> {
  const { company } = session;
  const source = await visitsSource(db, session, query, now);
  const people: VisitsReportPerson[] = [];
  for await (const batch of source.batches()) people.push(...batch);
  return {
    kind: 'visits',
    from: query.from,
    to: query.to,
    company: { id: company.id, name: company.name, timezone: company.timezone },
    generatedAt: now.toISOString(),
    people,
    totals: {
      people: people.length,
      visits: people.reduce((s, p) => s + p.visits, 0),
      matched: people.reduce((s, p) => s + p.matched, 0),
      minutes: people.reduce((s, p) => s + p.minutes, 0),
    },
  };
}
