import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { heapPacer } from '../../../lib/heap-pacer.ts';
import type { ReportDocument, ReportTable } from './report-document.ts';
import {
  columnLetters,
  dataRowXml,
  HEADER_ROW,
  SHEET_END_XML,
  sheetStartXml,
} from './sheet-xml.ts';
import {
  contentTypesXml,
  ROOT_RELS_XML,
  STYLES_XML,
  workbookRelsXml,
  workbookXml,
} from './xlsx-parts.ts';

/** Rows per piece of sheet XML handed to the zip; the heap pacer is asked after each piece, so
 * a batch of many people's days is never written between two of its checks. */
const ROWS_PER_CHUNK = 200;

/**
 * A sheet's XML, a piece at a time, as the zip asks for it: the rows are read only when the
 * zip reaches this sheet, and no faster than the file is taken.
 */
async function* sheetXml(doc: ReportDocument, table: ReportTable): AsyncGenerator<string> {
  // Excel refuses the whole file over one bad sheet name; better to fail here and say which.
  if (!/^[^:\\/?*[\]]{1,31}$/.test(table.name)) throw new Error(`Bad sheet name: ${table.name}`);
  yield sheetStartXml(doc, table);
  const letters = table.columns.map((_, i) => columnLetters(i));
  let rowNumber = HEADER_ROW + 1;
  const pace = heapPacer();
  for await (const batch of table.rows()) {
    for (let at = 0; at < batch.length; at += ROWS_PER_CHUNK) {
      let xml = '';
      for (const cells of batch.slice(at, at + ROWS_PER_CHUNK)) {
        xml += dataRowXml(table, letters, cells, rowNumber++);
      }
      pace();
      yield xml;
    }
  }
  yield SHEET_END_XML;
}

/**
 * The workbook as a stream of .xlsx bytes (issue 29): a Summary, a Daily and a Detail sheet,
 * dates as dates, durations as [h]:mm, money and km as numbers, a frozen header row. Written as
 * SpreadsheetML straight into the zip: exceljs's cell model made a 10,000-person month take
 * 25-30 s and grow the server by 200 MB. Nothing is read until the consumer first reads; when
 * the consumer goes away the sheet being written stops and its rows are closed.
 */
export function reportXlsx(doc: ReportDocument): Readable {
  let zip: { out: Readable; sheets: Readable[] } | undefined;
  const stream: Readable = new Readable({
    read() {
      if (zip) {
        zip.out.resume();
        return;
      }
      zip = startZip(doc);
      zip.out.on('data', (chunk: Buffer) => {
        if (!stream.push(chunk)) zip?.out.pause();
      });
      zip.out.on('end', () => stream.push(null));
      zip.out.on('error', (error) => stream.destroy(error));
    },
    destroy(error, callback) {
      zip?.out.destroy();
      for (const sheet of zip?.sheets ?? []) sheet.destroy();
      callback(error);
    },
  });
  return stream;
}

function startZip(doc: ReportDocument): { out: Readable; sheets: Readable[] } {
  const zip = new ZipFile();
  const out = zip.outputStream;
  // yazl types it as any readable; it is a PassThrough, which can be destroyed and paused.
  if (!(out instanceof Readable)) throw new Error('yazl gave no Node stream');
  // Bytes, not objects, so a sheet holds at most 16 KiB of XML ahead of the zip.
  const sheets = doc.tables.map((table) =>
    Readable.from(sheetXml(doc, table), { objectMode: false }),
  );
  const part = (text: string, name: string) => zip.addBuffer(Buffer.from(text, 'utf8'), name);
  part(contentTypesXml(sheets.length), '[Content_Types].xml');
  part(ROOT_RELS_XML, '_rels/.rels');
  part(workbookXml(doc.tables.map((t) => t.name)), 'xl/workbook.xml');
  part(workbookRelsXml(sheets.length), 'xl/_rels/workbook.xml.rels');
  part(STYLES_XML, 'xl/styles.xml');
  for (const [i, sheet] of sheets.entries()) {
    // A sheet fails (its rows could not be read) before or while the zip reads it.
    sheet.on('error', (error) => out.destroy(error));
    zip.addReadStream(sheet, `xl/worksheets/sheet${i + 1}.xml`);
  }
  zip.on('error', (error: Error) => out.destroy(error));
  zip.end();
  return { out, sheets };
}
