/**
 * A report as the files render it (issue 29): what every format shares, so XLSX and PDF are
 * two renderings of one document and never two readings of the data. Tables are read one after
 * another, each in batches, so 10,000 people × 31 days is never in memory at once.
 */

/**
 * How a column's values are written:
 * - `text`: a string (a name, a status word).
 * - `date`: a company day, 'YYYY-MM-DD' (a real date in a workbook).
 * - `time`: a time of day in the company's zone, 'HH:MM'.
 * - `minutes`: whole minutes as a number (`[h]:mm` in a workbook, "7:30" in a PDF).
 * - `integer`: a count.
 * - `km`: kilometres as a number with up to 2 decimals.
 * - `money`: an amount in paise (integer); shown as rupees with 2 decimals and ₹.
 */
export type CellKind = 'text' | 'date' | 'time' | 'minutes' | 'integer' | 'km' | 'money';

/** A cell: a string for text, date and time; a number for the rest; null when empty. */
export type Cell = string | number | null;

export interface ReportColumn {
  header: string;
  kind: CellKind;
  /** Width in characters (a workbook's column width; a PDF's share of the page). */
  width: number;
}

export interface ReportTable {
  /** The sheet's name in a workbook, the section's title in a PDF: "Summary", "Daily", "Detail". */
  name: string;
  columns: ReportColumn[];
  /**
   * The rows, a batch at a time, read only when the renderer reaches this table (a function,
   * so each table is one pass over the data and the earlier tables are already written).
   */
  rows: () => AsyncIterable<Cell[][]>;
}

export interface ReportDocument {
  /** "Attendance and timesheet", "Distance and reimbursement", … */
  title: string;
  companyName: string;
  /** The period as company days, inclusive. */
  from: string;
  to: string;
  /** When it was made, as the company's local date and time: 'YYYY-MM-DD HH:MM'. */
  generatedAt: string;
  /** The company's zone, shown beside the time it was generated. */
  timeZone: string;
  tables: ReportTable[];
  /** The table a CSV download holds (one table per file): the Daily rows where there are some. */
  csvTable: string;
}
