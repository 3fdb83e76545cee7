import { localDateTimeIn, type ReportQuery } from '@ronda/shared';
import type { UserWithDepartments } from '../../repositories/people.repository.ts';
import type { ReportDocument } from './render/report-document.ts';

/** How a report is read in parts: `size` people a pass, and up to `ahead` passes read early. */
export interface ReadPace {
  size: number;
  ahead: number;
}

/**
 * An answer's pace: a month of 100 people's days at a time (3,100 days), so a pass's rows are
 * gone before the young generation's next collection (a month of 1,000 people in one pass waited
 * for all its rows, then copied them from one collection to the next while it worked them all).
 * Two passes are read while one is worked out: a pass's two queries took PostgreSQL longer than
 * the pass took here, so with one read ahead the answer waited on each. A month of 1,000
 * people's attendance spent 149 ms in its passes with one read ahead, 128 with two, 98 with
 * three (one run each); four runs later, two and three gave the same p50 on the client
 * (147-150 ms), and two leaves more of the pool's connections to everyone else.
 */
export const ANSWER_PACE: ReadPace = { size: 100, ahead: 2 };
/**
 * A file's pace: a batch's rows wait on the file's backpressure long enough to be promoted to
 * the old generation, where they are collected late. 2,000 people at a time made a 10,000-person
 * workbook peak at 663-704 MB, 200 at 473-539 MB, 50 at 419 MB, all in the same time (bench
 * reports); one read ahead, as a file waits on its reader, not on the database.
 */
export const FILE_PACE: ReadPace = { size: 50, ahead: 1 };

/**
 * A report's people, checked, and their rows a batch at a time: whom the report may cover is
 * decided before the first byte (a refusal is an answer of its own, not a file cut short), and
 * each call of `batches` reads the period again, so a file's tables are passes of their own.
 */
export interface ReportSource<T> {
  people: UserWithDepartments[];
  /** Batches at ANSWER_PACE for an answer, FILE_PACE for a file. */
  batches: (pace?: ReadPace) => AsyncGenerator<T[]>;
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
 * A source over `people`: each batch is read while the batches before it are made into rows
 * and used, `pace.ahead` at most, so a file still holds a few batches at a time, not the month.
 */
export function reportSource<T, D>(
  people: UserWithDepartments[],
  pass: ReportPass<T, D>,
): ReportSource<T> {
  return {
    people,
    batches: async function* (pace = ANSWER_PACE) {
      const parts: UserWithDepartments[][] = [];
      for (let at = 0; at < people.length; at += pace.size) {
        parts.push(people.slice(at, at + pace.size));
      }
      const reads: (Promise<D> | undefined)[] = parts
        .slice(0, pace.ahead)
        .map((part) => started(pass.read(part)));
      for (const [i, part] of parts.entries()) {
        const data = await (reads[i] as Promise<D>);
        const next = parts[i + pace.ahead];
        if (next) reads[i + pace.ahead] = started(pass.read(next));
        reads[i] = undefined;
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
