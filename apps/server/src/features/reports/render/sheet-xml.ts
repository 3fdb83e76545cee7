import { calendarDayText } from '@ronda/shared';
import type { Cell, CellKind, ReportDocument, ReportTable } from './report-document.ts';
import { HEADER_STYLE, KIND_STYLE, TITLE_STYLE, xmlText } from './xlsx-parts.ts';

/** Title, period, a blank row, then the column headers; data starts below. */
export const HEADER_ROW = 4;
const MINUTES_PER_DAY = 1440;
const DAY_MS = 86_400_000;
/** Excel's day 0 (its 1900 calendar counts a 29 Feb 1900 that never was, hence the 30th). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** A, B, … Z, AA, AB, …: the letters of the column at 0-based `index`. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

function textCell(ref: string, text: string, style = 0): string {
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  const s = style ? ` s="${style}"` : '';
  return `<c r="${ref}"${s} t="inlineStr"><is><t${space}>${xmlText(text)}</t></is></c>`;
}

/** The sheet's opening XML: the frozen header, the column widths and the four heading rows. */
export function sheetStartXml(doc: Omit<ReportDocument, 'tables'>, table: ReportTable): string {
  const cols = table.columns
    .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`)
    .join('');
  const period = `${calendarDayText(doc.from)} – ${calendarDayText(doc.to)}`;
  const headers = table.columns
    .map((c, i) => textCell(`${columnLetters(i)}${HEADER_ROW}`, c.header, HEADER_STYLE))
    .join('');
  const below = `A${HEADER_ROW + 1}`;
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
    '<sheetViews><sheetView workbookViewId="0">' +
    `<pane ySplit="${HEADER_ROW}" topLeftCell="${below}" activePane="bottomLeft" state="frozen"/>` +
    `<selection pane="bottomLeft" activeCell="${below}" sqref="${below}"/>` +
    '</sheetView></sheetViews>' +
    `<cols>${cols}</cols><sheetData>` +
    // One cell a line, so a long title spills over the empty cells beside it instead of being cut.
    `<row r="1">${textCell('A1', `${doc.title} · ${doc.companyName}`, TITLE_STYLE)}</row>` +
    `<row r="2">${textCell('A2', `${period} · Generated ${doc.generatedAt} (${doc.timeZone})`)}</row>` +
    `<row r="${HEADER_ROW}">${headers}</row>`
  );
}

export const SHEET_END_XML = '</sheetData></worksheet>';

const EXPECTED: Partial<Record<CellKind, string>> = {
  date: "a 'YYYY-MM-DD' day",
  time: "an 'HH:MM' time",
};

/** The number Excel holds for a non-text cell, or undefined when it is not what the kind promises. */
function excelNumber(kind: CellKind, value: string | number): number | undefined {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    if (kind === 'minutes') return value / MINUTES_PER_DAY;
    if (kind === 'money') return value / 100;
    return kind === 'integer' || kind === 'km' ? value : undefined;
  }
  if (kind !== 'date' && kind !== 'time') return undefined;
  // A month has 31 days and a day 1,440 minutes: each text is parsed once per file.
  const seen = kind === 'date' ? DATES : TIMES;
  let number = seen.get(value);
  if (number === undefined) {
    number = kind === 'date' ? dateSerial(value) : timeFraction(value);
    if (number !== undefined && seen.size < 100_000) seen.set(value, number);
  }
  return number;
}

const DATES = new Map<string, number>();
const TIMES = new Map<string, number>();

function dateSerial(value: string): number | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return day
    ? (Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])) - EXCEL_EPOCH) / DAY_MS
    : undefined;
}

/** A fraction of a day is what Excel calls a time, so it sorts and subtracts as one. */
function timeFraction(value: string): number | undefined {
  const time = /^(\d{2}):(\d{2})$/.exec(value);
  return time ? (Number(time[1]) * 60 + Number(time[2])) / MINUTES_PER_DAY : undefined;
}

/**
 * Writes a table's data rows as XML, each cell typed by its column: `letters` are the
 * table's column letters (worked out once, not per cell).
 */
export function dataRowXml(
  table: ReportTable,
  letters: readonly string[],
  cells: readonly Cell[],
  rowNumber: number,
): string {
  // A short or long row would put every later value under the wrong header, silently.
  if (cells.length !== table.columns.length) {
    throw new Error(`${table.name}: ${cells.length} cells for ${table.columns.length} columns`);
  }
  let xml = `<row r="${rowNumber}">`;
  for (let i = 0; i < cells.length; i++) {
    const value = cells[i];
    if (value === null || value === undefined) continue;
    const { kind, header } = table.columns[i] ?? { kind: 'text', header: '' };
    const ref = `${letters[i]}${rowNumber}`;
    if (kind === 'text') {
      xml += textCell(ref, String(value));
      continue;
    }
    const number = excelNumber(kind, value);
    if (number === undefined) {
      const expected = EXPECTED[kind] ?? 'a finite number';
      throw new Error(
        `${table.name}, ${header}: expected ${expected}, got ${JSON.stringify(value)}`,
      );
    }
    xml += `<c r="${ref}" s="${KIND_STYLE[kind]}"><v>${number}</v></c>`;
  }
  return `${xml}</row>`;
}
