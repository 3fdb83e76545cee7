import { formatHMM } from '@ronda/shared';
import { heapPacer } from '../../../lib/heap-pacer.ts';
import type { Cell, CellKind, ReportTable } from './report-document.ts';

/**
 * One CSV field: quoted when it holds a comma, quote or line break, and a text that a
 * spreadsheet would run as a formula (=, +, -, @ first) made plain text with a leading
 * apostrophe, so a name typed as "=HYPERLINK(…)" stays a name.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A cell as a spreadsheet reads it back: minutes as h:mm, km and rupees with 2 decimals. */
function shown(kind: CellKind, cell: Cell): string | number {
  if (cell === null) return '';
  if (typeof cell === 'string') return cell;
  switch (kind) {
    case 'minutes':
      return formatHMM(cell * 60_000);
    case 'km':
      return cell.toFixed(2);
    case 'money':
      return (cell / 100).toFixed(2);
    default:
      return cell;
  }
}

/**
 * A table as CSV (issue 29): UTF-8 with a byte-order mark, so Excel shows ₹ and names in any
 * script. Written as the rows come, a batch at a time, so 10,000 people are never one string.
 */
export async function* reportCsv(table: ReportTable): AsyncGenerator<string> {
  const kinds = table.columns.map((c) => c.kind);
  const line = (cells: readonly Cell[]) =>
    `${cells.map((cell, i) => csvField(shown(kinds[i] ?? 'text', cell))).join(',')}\r\n`;
  let head = `\uFEFF${line(table.columns.map((c) => c.header))}`;
  const pace = heapPacer();
  for await (const batch of table.rows()) {
    pace();
    let chunk = head;
    head = '';
    for (const row of batch) chunk += line(row);
    yield chunk;
  }
  if (head) yield head;
}
