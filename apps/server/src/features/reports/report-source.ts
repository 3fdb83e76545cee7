import { localDateTimeIn, type ReportQuery } from '@ronda/shared';
import type { UserWithDepartments } from '../../repositories/people.repository.ts';
import type { ReportDocument } from './render/report-document.ts';

/** People per pass when a report is read in parts: a month of 100 people's days at a time
 * (3,100 rows), so one pass's queries run in PostgreSQL while the pass before is worked out
 * here, and a pass's rows are gone before the young generation's next collection (a month of
 * 1,000 people in one pass waited for all its rows, then copied them from one collection to the
 * next while it worked them all). */
export const BATCH = 100;
/**
 * People per pass when a file is written: a batch's rows wait on the file's backpressure long
 * enough to be promoted to the old generation, where they are collected late. 2,000 people at a
 * time made a 10,000-person workbook peak at 663-704 MB, 200 at 473-539 MB, 50 at 419 MB, all
 * in the same time (bench reports).
 */
export const FILE_BATCH = 50;

/**
 * A report's people, checked, and their rows a batch at a time: whom the report may cover is
 * decided before the first byte (a refusal is an answer of its own, not a file cut short), and
 * each call of `batches` reads the period again, so a file's tables are passes of their own.
 */
export interface ReportSource<T> {
  people: UserWithDepartments[];
  /** `size` people a batch: BATCH for an answer, FILE_BATCH for a file. */
  batches: (size?: number) => AsyncGenerator<T[]>;
}

/** How a report reads a batch of people's data, then makes their rows of it. */
export interface ReportPass<T, D> {
  read: (batch: UserWithDepartments[]) => Promise<D>;
  rows: (batch: UserWithDepartments[], data: D) => T[];
}

/** Started, and never an unhandled rejection if nobody comes back for it (a file cut short). */
function started<D>(read: Promise<D>): Promise<D> {
  read.catch(() => undefined);
  return read;
}

/**
 * A source over `people`: each batch is read while the batch before it is made into rows and
 * used (one read ahead at most, so a file still holds two batches at a time, not the month).
 */
export function reportSource<T, D>(
  people: UserWithDepartments[],
  pass: ReportPass<T, D>,
): ReportSource<T> {
  return {
    people,
    batches: async function* (size = BATCH) {
      const parts: UserWithDepartments[][] = [];
      for (let at = 0; at < people.length; at += size) parts.push(people.slice(at, at + size));
      let reading = parts[0] ? started(pass.read(parts[0])) : undefined;
      for (const [i, part] of parts.entries()) {
        const data = await (reading as Promise<D>);
        const next = parts[i + 1];
        reading = next ? started(pass.read(next)) : undefined;
        yield pass.rows(part, data);
      }
    },
  };
}

/** What every report file says at its top: the report, the company, the period, and when. */
export function documentHead(
  title: string,
  company: { name: string; timezone: string },
  query: Pick<ReportQuery, 'from' | 'to'>,
  now: Date,
): Omit<ReportDocument, 'tables' | 'csvTable'> {
  return {
    title,
    companyName: company.name,
    from: query.from,
    to: query.to,
    generatedAt: localDateTimeIn(now, company.timezone).replace('T', ' '),
    timeZone: company.timezone,
  };
}
