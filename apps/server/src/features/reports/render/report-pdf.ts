import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import PDFDocument from 'pdfkit';
import { drawTable, formatDay } from './pdf-table.ts';
import {
  clearLayoutCaches,
  currentFont,
  drawText,
  registerFonts,
  selectFont,
  type Pdf,
} from './pdf-text.ts';
import type { ReportDocument } from './report-document.ts';

/**
 * The report as a PDF (issue 29): A4 landscape, written page by page as the rows arrive, so a
 * month for 10,000 people never sits in memory. Every page has a header and "Page X of N".
 */

const MARGIN = 32;
const INK = '#1f2933';
const MUTED = '#616e7c';
const RULE = '#cbd2d9';
const FOOTER_SIZE = 8;
/** Fontkit's per-word layout cache grows with every distinct word; this bounds it. */
const PAGES_PER_CACHE = 25;
const TOTAL_NAME = 'PageTotal';

/**
 * The PDF bytes. Nothing is read until the stream is; it waits for its reader between batches,
 * stops reading rows when the reader goes away, and is destroyed with a rows iterable's error.
 */
export function reportPdf(doc: ReportDocument): Readable {
  let started = false;
  let wake: (() => void) | undefined;
  const resume = () => {
    const waiting = wake;
    wake = undefined;
    waiting?.();
  };
  const out: Readable = new Readable({
    highWaterMark: 256 * 1024,
    read() {
      if (started) return resume();
      started = true;
      const readerWantsMore = () => new Promise<void>((resolve) => (wake = resolve));
      render(doc, out, readerWantsMore).catch((error: unknown) =>
        out.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    },
    destroy(error, callback) {
      resume();
      callback(error);
    },
  });
  return out;
}

async function render(doc: ReportDocument, out: Readable, readerWantsMore: () => Promise<void>) {
  const pdf = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    autoFirstPage: false,
    info: { Title: doc.title, Author: doc.companyName, Creator: 'Ronda' },
  });
  /*
   * pdfkit pushes into its own Readable, whose 'data' events wait for a process tick that a
   * chain of already-resolved batches never yields; reading it after each batch moves the
   * bytes on at once, so the reader's pace is what the loop below waits for.
   */
  const forward = () => {
    for (let chunk; (chunk = pdf.read() as Buffer | null) !== null;) {
      if (!out.destroyed) out.push(chunk);
    }
  };
  const afterBatch = async () => {
    forward();
    // However fast the rows come, other requests get the event loop between batches.
    await setImmediate();
    while (!out.destroyed && out.readableLength >= out.readableHighWaterMark) {
      await readerWantsMore();
    }
    if (out.destroyed) throw new Error('The PDF report was abandoned by its reader.');
  };
  registerFonts(pdf);

  /*
   * N in "Page X of N" is one form XObject that every footer draws; its content is written
   * only after the last page, so pages can leave memory as soon as they are done.
   */
  const total = pdf.ref({ Type: 'XObject', Subtype: 'Form', BBox: [0, -4, 80, 12] });
  const period = `${formatDay(doc.from, false)} – ${formatDay(doc.to, false)}`;
  const generated = `Generated ${doc.generatedAt} (${doc.timeZone})`;
  let pages = 0;
  const newPage = (): number => {
    pdf.addPage();
    pages += 1;
    if (pages % PAGES_PER_CACHE === 0) clearLayoutCaches(pdf);
    drawFooter(pdf, pages, total);
    return pages === 1
      ? drawFirstHeader(pdf, doc, period, generated)
      : drawShortHeader(pdf, doc, period, generated);
  };

  let y = newPage();
  const flow = {
    left: MARGIN,
    width: pdf.page.width - 2 * MARGIN,
    bottom: pdf.page.height - MARGIN - 10,
    newPage,
    afterBatch,
  };
  for (const table of doc.tables) y = await drawTable(pdf, table, y, flow);
  fillPageTotal(pdf, total, pages);
  pdf.end();
  forward();
  if (!out.destroyed) out.push(null);
}

function drawFirstHeader(pdf: Pdf, doc: ReportDocument, period: string, generated: string) {
  const width = pdf.page.width - 2 * MARGIN;
  pdf.fillColor(INK);
  drawText(pdf, doc.title, MARGIN, MARGIN + 16, width, { size: 17, bold: true });
  drawText(pdf, doc.companyName, MARGIN, MARGIN + 35, width, { size: 11.5 });
  pdf.fillColor(MUTED);
  drawText(pdf, period, MARGIN, MARGIN + 51, width / 2, { size: 9.5 });
  drawText(pdf, generated, MARGIN + width / 2, MARGIN + 51, width / 2, {
    size: 9.5,
    align: 'right',
  });
  return drawRule(pdf, MARGIN + 60) + 10;
}

function drawShortHeader(pdf: Pdf, doc: ReportDocument, period: string, generated: string) {
  const half = (pdf.page.width - 2 * MARGIN) / 2;
  const style = { size: 8.5 };
  pdf.fillColor(MUTED);
  drawText(pdf, `${doc.title} · ${doc.companyName}`, MARGIN, MARGIN + 9, half - 6, style);
  drawText(pdf, `${period} · ${generated}`, MARGIN + half + 6, MARGIN + 9, half - 6, {
    ...style,
    align: 'right',
  });
  return drawRule(pdf, MARGIN + 15) + 8;
}

function drawRule(pdf: Pdf, y: number): number {
  pdf
    .moveTo(MARGIN, y)
    .lineTo(pdf.page.width - MARGIN, y)
    .lineWidth(0.6)
    .stroke(RULE);
  return y;
}

/** "Page X of " as text, centred as if N had X's digits, then the shared XObject for N. */
function drawFooter(pdf: Pdf, page: number, total: PDFKit.PDFKitReference) {
  const label = `Page ${page} of `;
  const baseline = pdf.page.height - MARGIN + 12;
  selectFont(pdf, label, { size: FOOTER_SIZE });
  const labelWidth = pdf.widthOfString(label);
  const x = (pdf.page.width - labelWidth - pdf.widthOfString(String(page))) / 2;
  pdf.fillColor(MUTED).text(label, x, baseline, { lineBreak: false, baseline: 'alphabetic' });
  // The form's own space has y up: undo the page's flip and put its origin on the baseline.
  pdf.save().transform(1, 0, 0, -1, x + labelWidth, baseline);
  pdf.addContent(`/${TOTAL_NAME} Do`).restore();
  pdf.page.xobjects[TOTAL_NAME] = total;
}

/**
 * Writes N into the footer's XObject. The glyphs come from the same embedded font (so they
 * join its subset and its ToUnicode map, and text extraction reads the digits); it must run
 * before pdf.end(), which is when pdfkit writes the fonts.
 */
function fillPageTotal(pdf: Pdf, total: PDFKit.PDFKitReference, pages: number) {
  selectFont(pdf, String(pages), { size: FOOTER_SIZE });
  const font = currentFont(pdf);
  const [glyphs] = font.encode(String(pages));
  Object.assign(total.data, { Resources: { Font: { [font.id]: font.ref() } } });
  total.end(`BT /${font.id} ${FOOTER_SIZE} Tf 0.38 0.43 0.49 rg 0 0 Td <${glyphs.join('')}> Tj ET`);
}
