import { type ReportQuery } from '@ronda/shared';
import type { ReportAsker } from './report-people.ts';
import type { Database } from '../../db/client.ts';
import { readDays } from '../../days/read-days.ts';
import { localClock } from '../../lib/local-clock.ts';
import { distanceSource, type DistancePersonRows } from './distance-report.service.ts';
import { documentHead, FILE_PACE } from './report-source.ts';
import type { Cell, ReportDocument, ReportTable } from './render/report-document.ts';

const MINUTE = 60_000;
const paiseOf = (rupees: number) => Math.round(rupees * 100);

/**
 * The distance and reimbursement report as a document (issue 29): a Summary row per person,
 * the Daily rows (the CSV), and the Detail of every silence, whose distance nobody saw.
 */
export async function distanceDocument(
  db: Database,
  session: ReportAsker,
  query: ReportQuery,
  now: Date,
): Promise<ReportDocument> {
  const { company } = session;
  const source = await distanceSource(db, session, query, now);
  const clock = localClock(company.timezone);
  const mapped = (map: (p: DistancePersonRows) => Cell[][]) =>
    async function* () {
      for await (const batch of source.batches(FILE_PACE)) yield batch.flatMap(map);
    };
  const summary: ReportTable = {
    name: 'Summary',
    columns: [
      { header: 'Name', kind: 'text', width: 24 },
      { header: 'Departments', kind: 'text', width: 20 },
      { header: 'Km', kind: 'km', width: 9 },
      { header: 'Walking km', kind: 'km', width: 10 },
      { header: 'Cycling km', kind: 'km', width: 10 },
      { header: 'Driving km', kind: 'km', width: 10 },
      { header: 'Trips', kind: 'integer', width: 7 },
      { header: 'Amount', kind: 'money', width: 12 },
      { header: 'No signal', kind: 'minutes', width: 9 },
      { header: 'Tracked', kind: 'minutes', width: 9 },
    ],
    rows: mapped(({ person: p, travel }) => [
      [
        p.name,
        p.departments.join('; '),
        p.km,
        p.kmByMode.walking,
        p.kmByMode.cycling,
        p.kmByMode.driving,
        p.trips,
        travel.paise,
        p.silentMinutes,
        p.trackedMinutes,
      ],
    ]),
  };
  const daily: ReportTable = {
    name: 'Daily',
    columns: [
      { header: 'Name', kind: 'text', width: 24 },
      { header: 'Departments', kind: 'text', width: 20 },
      { header: 'Date', kind: 'date', width: 12 },
      { header: 'Km', kind: 'km', width: 8 },
      { header: 'Walking km', kind: 'km', width: 10 },
      { header: 'Cycling km', kind: 'km', width: 10 },
      { header: 'Driving km', kind: 'km', width: 10 },
      { header: 'Trips', kind: 'integer', width: 6 },
      { header: 'Amount', kind: 'money', width: 11 },
      { header: 'No signal (h:mm)', kind: 'minutes', width: 10 },
      { header: 'Tracked (h:mm)', kind: 'minutes', width: 10 },
      { header: 'Note', kind: 'text', width: 14 },
    ],
    rows: mapped(({ person: p }) => {
      const departments = p.departments.join('; ');
      return p.days.map((d) => [
        p.name,
        departments,
        d.date,
        d.km,
        d.kmByMode.walking,
        d.kmByMode.cycling,
        d.kmByMode.driving,
        d.trips,
        paiseOf(d.amount),
        d.silentMinutes,
        d.trackedMinutes,
        d.pending ? 'Not over yet' : '',
      ]);
    }),
  };
  const detail: ReportTable = {
    name: 'Detail',
    columns: [
      { header: 'Name', kind: 'text', width: 24 },
      { header: 'Date', kind: 'date', width: 12 },
      { header: 'No signal from', kind: 'time', width: 10 },
      { header: 'To', kind: 'time', width: 8 },
      { header: 'Minutes', kind: 'minutes', width: 9 },
      { header: 'Distance', kind: 'text', width: 12 },
    ],
    rows: async function* () {
      for (let i = 0; i < source.people.length; i += FILE_PACE.size) {
        const batch = source.people.slice(i, i + FILE_PACE.size);
        const days = await readDays(
          db,
          company,
          batch.map((p) => p.id),
          query,
          now,
          'places',
        );
        const rows: Cell[][] = [];
        for (const person of batch) {
          const name = `${person.firstName} ${person.lastName}`.trim();
          const mine = [...(days.summaries.get(person.id)?.values() ?? [])].sort((a, b) =>
            a.localDate.localeCompare(b.localDate),
          );
          for (const day of mine) {
            for (const [from, to] of day.gaps) {
              rows.push([
                name,
                day.localDate,
                clock(from),
                clock(to),
                Math.round((to - from) / MINUTE),
                'unknown',
              ]);
            }
          }
        }
        yield rows;
      }
    },
  };
  return {
    ...documentHead('Distance and reimbursement', company, query, now),
    tables: [summary, daily, detail],
    csvTable: 'Daily',
  };
}
