import { PassThrough, Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import type { Style, Worksheet } from 'exceljs';
import { calendarDayText } from '@ronda/shared';
import type {
  Cell,
  CellKind,
  ReportColumn,
  ReportDocument,
  ReportTable,
} from './report-document.ts';

/** Title, period, a blank row, then the column headers; data starts below. */
const HEADER_ROW = 4;
const MINUTES_PER_DAY = 1440;
/** Enough XML ahead of zlib to keep both cores busy, little enough not to matter. */
const MAX_UNZIPPED_BYTES = 1024 * 1024;

/**
 * One style object per kind, shared by every cell: exceljs's style registry caches ids by object
 * identity, so a fresh object per cell would be looked up by value 4 million times.
 */
const KIND_STYLES: Record<CellKind, Partial<Style>> = {
  text: {},
  date: { numFmt: 'dd-mmm-yyyy' },
  time: { numFmt: 'hh:mm' },
  minutes: { numFmt: '[h]:mm' },
  integer: { numFmt: '0' },
  km: { numFmt: '0.00' },
  money: { numFmt: '"₹"#,##0.00' },
};

/** The default font made bold: a font holding only `b` leaves its face and size to the reader. */
const BOLD: Style['font'] = { name: 'Calibri', family: 2, scheme: 'minor', size: 11, bold: true };
const TITLE_STYLE: Partial<Style> = { font: BOLD };
const HEADER_STYLE: Partial<Style> = {
  font: BOLD,
  fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE7ECF2' } },
  border: { bottom: { style: 'thin', color: { argb: 'FFB8C2CC' } } },
};

/**
 * The workbook as a stream of .xlsx bytes. Nothing is read until the consumer first reads, so
 * no table is queried for a response nobody takes, and an error always finds a listener.
 */
export function reportXlsx(doc: ReportDocument): Readable {
  return Readable.from(workbookBytes(doc), { objectMode: false });
}

async function* workbookBytes(doc: ReportDocument): AsyncGenerator<Buffer> {
  const out = new PassThrough();
  writeWorkbook(doc, out).catch((error: unknown) => {
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  // When the consumer stops early, leaving this loop destroys `out`, which stops writeWorkbook.
  yield* out;
}

async function writeWorkbook(doc: ReportDocument, out: PassThrough): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  // Sheets strictly one after another: the zip takes entries in order, so a sheet written while
  // an earlier one is still open would sit whole in memory.
  for (const table of doc.tables) {
    // Excel refuses the whole file over one bad sheet name; better to fail here and say which.
    if (!/^[^:\\/?*[\]]{1,31}$/.test(table.name)) throw new Error(`Bad sheet name: ${table.name}`);
    // Views are written with the sheet's opening XML, so they are given here, not set later.
    const sheet = workbook.addWorksheet(table.name, {
      views: [{ state: 'frozen', ySplit: HEADER_ROW }],
    });
    table.columns.forEach((column, i) => {
      sheet.getColumn(i + 1).width = column.width;
    });
    writeHeading(sheet, doc, table);

    let rowNumber = HEADER_ROW + 1;
    for await (const batch of table.rows()) {
      for (const cells of batch) writeDataRow(sheet, table, cells, rowNumber++);
      if (!(await roomFor(out, sheet))) return;
    }
    sheet.commit();
  }
  await workbook.commit();
}

function writeHeading(sheet: Worksheet, doc: ReportDocument, table: ReportTable): void {
  // One cell a line, so a long title spills over the empty cells beside it instead of being cut.
  const title = sheet.getRow(1).getCell(1);
  title.value = `${doc.title} · ${doc.companyName}`;
  title.style = TITLE_STYLE;
  sheet.getRow(1).commit();

  const period = `${calendarDayText(doc.from)} – ${calendarDayText(doc.to)}`;
  sheet.getRow(2).getCell(1).value = `${period} · Generated ${doc.generatedAt} (${doc.timeZone})`;
  sheet.getRow(2).commit();

  const header = sheet.getRow(HEADER_ROW);
  table.columns.forEach((column, i) => {
    const cell = header.getCell(i + 1);
    cell.value = column.header;
    cell.style = HEADER_STYLE;
  });
  header.commit();
}

function writeDataRow(sheet: Worksheet, table: ReportTable, cells: Cell[], rowNumber: number) {
  // A short or long row would put every later value under the wrong header, silently.
  if (cells.length !== table.columns.length) {
    throw new Error(`${table.name}: ${cells.length} cells for ${table.columns.length} columns`);
  }
  const row = sheet.getRow(rowNumber);
  table.columns.forEach((column, i) => {
    const value = cells[i];
    if (value === null || value === undefined) return;
    const cell = row.getCell(i + 1);
    cell.value = excelValue(column, value, table.name);
    cell.style = KIND_STYLES[column.kind];
  });
  row.commit();
}

function excelValue(column: ReportColumn, value: string | number, tableName: string) {
  const fail = (expected: string): never => {
    const where = `${tableName}, ${column.header}`;
    throw new Error(`${where}: expected ${expected}, got ${JSON.stringify(value)}`);
  };
  const num = (): number =>
    typeof value === 'number' && Number.isFinite(value) ? value : fail('a finite number');
  const parts = (pattern: RegExp, expected: string): number[] => {
    const match = typeof value === 'string' ? pattern.exec(value) : null;
    return match ? match.slice(1).map(Number) : fail(expected);
  };

  switch (column.kind) {
    case 'text':
      return String(value);
    case 'date': {
      const [year = 0, month = 0, day = 0] = parts(/^(\d{4})-(\d{2})-(\d{2})$/, 'YYYY-MM-DD');
      // exceljs makes a Date's serial from its UTC fields: midnight UTC is the day itself.
      return new Date(Date.UTC(year, month - 1, day));
    }
    case 'time': {
      const [hours = 0, minutes = 0] = parts(/^(\d{2}):(\d{2})$/, 'HH:MM');
      // A fraction of a day is what Excel calls a time, so it sorts and subtracts as one.
      return (hours * 60 + minutes) / MINUTES_PER_DAY;
    }
    case 'minutes':
      return num() / MINUTES_PER_DAY;
    case 'integer':
    case 'km':
      return num();
    case 'money':
      return num() / 100;
  }
}

/**
 * Waits until the zip and the reader have caught up; false when the reader went away.
 * A reader behind shows as a full `out`; a zip behind does not: exceljs hands a sheet's XML to
 * the zip through its own buffer stream, which ignores write()'s answer, and zlib takes one
 * 64 KiB chunk per turn of the event loop. Without this wait a 310,000-row sheet sat uncompressed
 * in memory (about 180 MB) while `out` stayed empty.
 */
async function roomFor(out: PassThrough, sheet: Worksheet): Promise<boolean> {
  for (;;) {
    await nextTurn();
    if (out.destroyed) return false;
    if (out.writableNeedDrain) await drainedOrClosed(out);
    else if ((unzippedBytes(sheet) ?? 0) <= MAX_UNZIPPED_BYTES) return true;
  }
}

function drainedOrClosed(out: PassThrough): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      out.off('drain', done).off('close', done);
      resolve();
    };
    out.on('drain', done).on('close', done);
  });
}

type Fields = Record<string, unknown>;
const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const lengthOf = (value: unknown): number =>
  isFields(value) && typeof value.length === 'number' ? value.length : 0;

/**
 * A sheet's XML not yet taken by zlib: what exceljs 4.4's buffer stream holds (the whole sheet
 * so far, until the zip reaches this entry) plus what it has pushed into the zip's input stream.
 * These are exceljs and archiver internals, so anything unexpected reads as unknown and only the
 * reader's backpressure applies.
 */
function unzippedBytes(sheet: Worksheet): number | undefined {
  const buffer: unknown = Reflect.get(sheet, 'stream');
  if (!isFields(buffer) || !Array.isArray(buffer.buffers) || !Array.isArray(buffer.pipes)) {
    return undefined;
  }
  let bytes = 0;
  for (const chunk of buffer.buffers) bytes += lengthOf(chunk);
  for (const pipe of buffer.pipes) {
    if (isFields(pipe)) bytes += lengthOf(pipe._writableState) + lengthOf(pipe._readableState);
  }
  return bytes;
}
