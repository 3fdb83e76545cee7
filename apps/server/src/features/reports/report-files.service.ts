import type { ReportFormat } from '@ronda/shared';
import { reportCsv } from './render/report-csv.ts';
import type { ReportDocument } from './render/report-document.ts';
import { FILE_TYPES, reportFileName, textFile, type ReportFile } from './report-file.ts';

/**
 * A report's document as the file asked for (issue 29): CSV is one table (csvTable); XLSX and PDF
 * the whole document. Whom it covers was checked when the document was made, so what fails
 * here fails in the middle of a download (the connection is cut, never a file that looks whole).
 */
export async function reportFile(
  kind: string,
  format: Exclude<ReportFormat, 'json'>,
  doc: ReportDocument,
): Promise<ReportFile> {
  const name = reportFileName(kind, doc, format);
  if (format === 'csv') {
    const table = doc.tables.find((t) => t.name === doc.csvTable);
    if (!table) throw new Error(`no table ${doc.csvTable} in the ${kind} report`);
    return textFile(name, FILE_TYPES.csv, reportCsv(table));
  }
  // The workbook and PDF libraries (and the PDF's fonts) load with the first file that needs
  // them, not with the server: most processes never write one, and they are tens of megabytes.
  const body =
    format === 'xlsx'
      ? (await import('./render/report-xlsx.ts')).reportXlsx(doc)
      : (await import('./render/report-pdf.ts')).reportPdf(doc);
  return { type: FILE_TYPES[format], name, body };
}
