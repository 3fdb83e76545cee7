import { PassThrough, Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import type { Style, Worksheet } from 'exceljs';
import { calendarDayText } from '@ronda/shared';
import type { Cell, CellKind, ReportDocument, ReportTable } from './report-document.ts';

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
  for (const [i, column] of table.columns.entries()) {
    const value = cells[i];
    if (value === null || value === undefined) continue;
    const excel = excelValue(column.kind, value);
    if (excel === undefined) {
      const expected = EXPECTED[column.kind] ?? 'a finite number';
      const where = `${table.name}, ${column.header}`;
      throw new Error(`${where}: expected ${expected}, got ${JSON.stringify(value)}`);
    }
    const cell = row.getCell(i + 1);
    cell.value = excel;
    cell.style = KIND_STYLES[column.kind];
  }
  row.commit();
}

const EXPECTED: Partial<Record<CellKind, string>> = {
  date: "a 'YYYY-MM-DD' day",
  time: "an 'HH:MM' time",
};

/** The value as Excel holds it, or undefined when it is not what the column's kind promises. */
function excelValue(kind: CellKind, value: string | number): string | number | Date | undefined {
  if (kind === 'text') return String(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    if (kind === 'minutes') return value / MINUTES_PER_DAY;
    if (kind === 'money') return value / 100;
    return kind === 'integer' || kind === 'km' ? value : undefined;
  }
  if (kind === 'date') {
    const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    // exceljs makes a Date's serial from its UTC fields: midnight UTC is the day itself.
    return day ? new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) : undefined;
  }
  const time = kind === 'time' ? /^(\d{2}):(\d{2})$/.exec(value) : null;
  // A fraction of a day is what Excel calls a time, so it sorts and subtracts as one.
  return time ? (Number(time[1]) * 60 + Number(time[2])) / MINUTES_PER_DAY : undefined;
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
