import { type ReportQuery, type TasksReportRow } from '@ronda/shared';
import type { ReportAsker } from './report-people.ts';
import type { Database } from '../../db/client.ts';
import { documentHead } from './report-source.ts';
import type { Cell, ReportColumn, ReportDocument } from './render/report-document.ts';
import { tasksReport } from './tasks-report.service.ts';

const FIGURES: ReportColumn[] = [
  { header: 'Created', kind: 'integer', width: 9 },
  { header: 'Customer requests', kind: 'integer', width: 10 },
  { header: 'Internal', kind: 'integer', width: 9 },
  { header: 'Resolved', kind: 'integer', width: 9 },
  { header: 'Rejected', kind: 'integer', width: 9 },
  { header: 'Overdue', kind: 'integer', width: 9 },
  { header: 'Open', kind: 'integer', width: 7 },
  { header: 'Median to resolve', kind: 'minutes', width: 10 },
  { header: 'Resolved on site', kind: 'integer', width: 9 },
];

const figures = (r: Omit<TasksReportRow, 'id' | 'name'>): Cell[] => [
  r.created,
  r.customerRequests,
  r.internal,
  r.resolved,
  r.rejected,
  r.overdue,
  r.open,
  r.medianResolveMinutes,
  r.resolvedOnSite,
];

/**
 * The tasks report as a document (issue 29): a Summary by department with the totals, and the
 * Detail by the person assigned (the CSV). A period's tasks are a few thousand rows of figures
 * at most, so it is read once.
 */
export async function tasksDocument(
  db: Database,
  session: ReportAsker,
  query: ReportQuery,
  now: Date,
): Promise<ReportDocument> {
  const { company } = session;
  const report = await tasksReport(db, session, query, now);
  const once = (rows: Cell[][]) =>
    async function* () {
      yield rows;
    };
  return {
    ...documentHead('Tasks', company, query, now),
    tables: [
      {
        name: 'Summary',
        columns: [{ header: 'Department', kind: 'text', width: 24 }, ...FIGURES],
        rows: once([
          ...report.departments.map((d) => [d.name, ...figures(d)]),
          ['All', ...figures(report.totals)],
        ]),
      },
      {
        name: 'Detail',
        columns: [{ header: 'Person', kind: 'text', width: 24 }, ...FIGURES],
        rows: once(report.people.map((p) => [p.name, ...figures(p)])),
      },
    ],
    csvTable: 'Detail',
  };
}
