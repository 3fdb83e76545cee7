import { Readable } from 'node:stream';
import type { ReportQuery } from '@ronda/shared';
import type { SessionContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import { attendanceCsv } from './attendance-csv.ts';
import { attendancePeople } from './attendance-report.service.ts';

/** "attendance-2026-10-01-to-2026-10-31.csv": the kind and period, nothing of the person. */
const fileName = (kind: string, query: { from: string; to: string }, extension: string) =>
  `${kind}-${query.from}-to-${query.to}.${extension}`;

/**
 * The attendance report as a CSV file to stream (issue 29). Its first part is read before the
 * file is handed back, so a refusal (403, 404) is still an error answer, not a file cut short.
 */
export async function attendanceCsvFile(
  db: Database,
  session: SessionContext,
  query: ReportQuery,
  now: Date,
) {
  const rows = attendanceCsv(attendancePeople(db, session, query, now), session.company.timezone);
  const first = await rows.next();
  const all = async function* () {
    if (!first.done) yield first.value;
    yield* rows;
  };
  return {
    type: 'text/csv; charset=utf-8',
    name: fileName('attendance', query, 'csv'),
    body: Readable.from(all()),
  };
}
