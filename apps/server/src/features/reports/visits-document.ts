import { type ReportQuery, type VisitsReportPerson } from '@ronda/shared';
import type { ReportAsker } from './report-people.ts';
import type { Database } from '../../db/client.ts';
import { localClock } from '../../lib/local-clock.ts';
import { documentHead, FILE_PACE } from './report-source.ts';
import type { Cell, ReportDocument } from './render/report-document.ts';
import { visitsSource } from './visits-report.service.ts';

const PLACE_KINDS = { 'work-site': 'Work site', customer: 'Customer' } as const;

/**
 * The visits report as a document (issue 29): a Summary per person and the Detail of every
 * visit (the CSV), with its arrival and departure in the company's time.
 */
export async function visitsDocument(
  db: Database,
  session: ReportAsker,
  query: ReportQuery,
  now: Date,
): Promise<ReportDocument> {
  const { company } = session;
  const source = await visitsSource(db, session, query, now);
  const clock = localClock(company.timezone);
  const mapped = (map: (p: VisitsReportPerson) => Cell[][]) =>
    async function* () {
      for await (const batch of source.batches(FILE_PACE)) yield batch.flatMap(map);
    };
  return {
    ...documentHead('Visits', company, query, now),
    tables: [
      {
        name: 'Summary',
        columns: [
          { header: 'Name', kind: 'text', width: 24 },
          { header: 'Departments', kind: 'text', width: 20 },
          { header: 'Visits', kind: 'integer', width: 8 },
          { header: 'At a known place', kind: 'integer', width: 10 },
          { header: 'Time at places', kind: 'minutes', width: 10 },
        ],
        rows: mapped((p) => [[p.name, p.departments.join('; '), p.visits, p.matched, p.minutes]]),
      },
      {
        name: 'Detail',
        columns: [
          { header: 'Name', kind: 'text', width: 24 },
          { header: 'Date', kind: 'date', width: 12 },
          { header: 'Arrived', kind: 'time', width: 8 },
          { header: 'Left', kind: 'time', width: 8 },
          { header: 'Minutes', kind: 'minutes', width: 8 },
          { header: 'Place', kind: 'text', width: 24 },
          { header: 'Kind', kind: 'text', width: 10 },
          { header: 'Latitude', kind: 'text', width: 11 },
          { header: 'Longitude', kind: 'text', width: 11 },
        ],
        rows: mapped((p) =>
          p.places.map((v) => [
            p.name,
            v.date,
            clock(Date.parse(v.arrivedAt)),
            clock(Date.parse(v.leftAt)),
            v.minutes,
            v.place?.name ?? 'Unknown place',
            v.place ? PLACE_KINDS[v.place.kind] : '',
            v.lat.toFixed(6),
            v.lng.toFixed(6),
          ]),
        ),
      },
    ],
    csvTable: 'Detail',
  };
}
