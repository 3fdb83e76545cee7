import { Readable } from 'node:stream';

/** What a route sends as a download. */
export interface ReportFile {
  type: string;
  name: string;
  body: Readable;
}

/** "attendance-2026-10-01-to-2026-10-31.csv": the kind and period, nothing of the person. */
export const reportFileName = (
  kind: string,
  query: { from: string; to: string },
  extension: string,
): string => `${kind}-${query.from}-to-${query.to}.${extension}`;

export const FILE_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
} as const;

/**
 * A file of text parts to stream, its first part read before it is handed back, so an error
 * while reading the first batch is still an error answer, not a file cut short.
 */
export async function textFile(
  name: string,
  type: string,
  parts: AsyncGenerator<string>,
): Promise<ReportFile> {
  const first = await parts.next();
  const all = async function* () {
    if (!first.done) yield first.value;
    yield* parts;
  };
  return { type, name, body: Readable.from(all()) };
}
