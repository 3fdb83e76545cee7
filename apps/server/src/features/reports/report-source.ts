import { localDateTimeIn, type ReportQuery } from '@ronda/shared';
import type { UserWithDepartments } from '../../repositories/people.repository.ts';
import type { ReportDocument } from './render/report-document.ts';

/** People per pass when a report is read in parts: a month of 2,000 people's days at a time
 * (62,000 rows): one round trip for most companies, bounded memory for the largest. */
export const BATCH = 2000;
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

/** A source over `people`, each batch's rows made by `rowsOf`. */
export function reportSource<T>(
  people: UserWithDepartments[],
  rowsOf: (batch: UserWithDepartments[]) => Promise<T[]>,
): ReportSource<T> {
  return {
    people,
    batches: async function* (size = BATCH) {
      for (let at = 0; at < people.length; at += size) {
        yield await rowsOf(people.slice(at, at + size));
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
