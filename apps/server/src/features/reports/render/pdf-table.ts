import { formatHMM } from '@ronda/shared';
import { heapPacer } from '../../../lib/heap-pacer.ts';
import { drawText, type Pdf } from './pdf-text.ts';
import type { Cell, CellKind, ReportTable } from './report-document.ts';

/** Cells as a person reads them, and a table that flows over as many pages as it needs. */

const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');

/** 'YYYY-MM-DD' as "01 Oct 2026" (or "1 Oct 2026" unpadded); anything else as given. */
export function formatDay(day: string, padded = true): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const month = match && MONTHS[Number(match[2]) - 1];
  if (!match || !month) return day;
  return `${padded ? match[3] : Number(match[3])} ${month} ${match[1]}`;
}

const indianDigits = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** Paise as "₹1,23,456.50", in whole numbers all the way (no float rupees). */
export function formatMoney(paise: number): string {
  const whole = Math.abs(Math.round(paise));
  const rupees = indianDigits.format(Math.floor(whole / 100));
  return `${paise < 0 ? '-' : ''}₹${rupees}.${String(whole % 100).padStart(2, '0')}`;
}

/** A cell as the PDF shows it (a value of another type than its kind is shown as given). */
export function formatCell(kind: CellKind, value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'string') return kind === 'date' ? formatDay(value) : value;
  if (kind === 'minutes') return formatHMM(value * 60_000);
  if (kind === 'km') return value.toFixed(2);
  if (kind === 'money') return formatMoney(value);
  return String(value);
}

const NUMERIC = new Set<CellKind>(['minutes', 'integer', 'km', 'money']);
const INK = '#1f2933';
const MUTED = '#616e7c';
const HEADER_FILL = '#dde3ea';
const STRIPE_FILL = '#f2f4f7';
const TITLE_HEIGHT = 22;
const HEADER_HEIGHT = 16;
const ROW_HEIGHT = 14;
const PAD = 4;

/** Where a table may draw, and how it gets more room. */
export interface TableFlow {
  left: number;
  width: number;
  /** The lowest y a row may reach on this page. */
  bottom: number;
  /** Starts a page (with its header and footer); returns the first free y. */
  newPage: () => number;
  /** Runs after each batch: waits for the reader, and throws when it is gone. */
  afterBatch: () => Promise<void>;
}

/** Draws the table from y, over as many pages as its rows need; returns the y below it. */
export async function drawTable(
  pdf: Pdf,
  table: ReportTable,
  top: number,
  flow: TableFlow,
): Promise<number> {
  const units = table.columns.reduce((sum, column) => sum + column.width, 0);
  const share = flow.width / Math.max(units, 1);
  let x = flow.left;
  const boxes = table.columns.map((column) => {
    const box = { ...column, x, w: column.width * share, align: alignOf(column.kind) };
    x += box.w;
    return box;
  });
  let y = top;
  const startSection = (continued: boolean) => {
    pdf.fillColor(INK);
    const title = continued ? `${table.name} (continued)` : table.name;
    drawText(pdf, title, flow.left, y + 15, flow.width, { size: 11, bold: true });
    y += TITLE_HEIGHT;
    pdf.rect(flow.left, y, flow.width, HEADER_HEIGHT).fill(HEADER_FILL).fillColor(INK);
    for (const box of boxes) {
      drawText(pdf, box.header, box.x + PAD, y + 11, box.w - 2 * PAD, {
        size: 8,
        bold: true,
        align: box.align,
      });
    }
    y += HEADER_HEIGHT;
  };

  if (y + TITLE_HEIGHT + HEADER_HEIGHT + ROW_HEIGHT > flow.bottom) y = flow.newPage();
  startSection(false);
  let index = 0;
  const pace = heapPacer();
  for await (const batch of table.rows()) {
    for (const row of batch) {
      if (y + ROW_HEIGHT > flow.bottom) {
        y = flow.newPage();
        startSection(true);
      }
      if (index % 2 === 1) pdf.rect(flow.left, y, flow.width, ROW_HEIGHT).fill(STRIPE_FILL);
      pdf.fillColor(INK);
      boxes.forEach((box, column) => {
        const text = formatCell(box.kind, row[column] ?? null);
        drawText(pdf, text, box.x + PAD, y + 10, box.w - 2 * PAD, { size: 8, align: box.align });
      });
      y += ROW_HEIGHT;
      index += 1;
    }
    pace();
    await flow.afterBatch();
  }
  if (index === 0) {
    pdf.fillColor(MUTED);
    drawText(pdf, 'No rows in this period.', flow.left + PAD, y + 10, flow.width, { size: 8 });
    y += ROW_HEIGHT;
  }
  return y + ROW_HEIGHT;
}

function alignOf(kind: CellKind): 'left' | 'right' {
  return NUMERIC.has(kind) ? 'right' : 'left';
}
