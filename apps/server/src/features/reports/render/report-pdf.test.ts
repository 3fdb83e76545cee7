import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { promisify } from 'node:util';
import PDFDocument from 'pdfkit';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { formatCell } from './pdf-table.ts';
import { clearLayoutCaches, drawText, registerFonts } from './pdf-text.ts';
import type { Cell, ReportDocument, ReportTable } from './report-document.ts';
import { reportPdf } from './report-pdf.ts';

const run = promisify(execFile);
const LONG_ROWS = 100;
const LONG_NOTE = 'Waited at the customer gate because the security desk had no visitor list';
const person = (i: number) => `Person ${String(i + 1).padStart(3, '0')}`;

const summary: ReportTable = {
  name: 'Summary',
  columns: [
    { header: 'Name', kind: 'text', width: 24 },
    { header: 'Days', kind: 'integer', width: 6 },
    { header: 'Worked (h:mm)', kind: 'minutes', width: 10 },
    { header: 'Distance (km)', kind: 'km', width: 10 },
    { header: 'Amount', kind: 'money', width: 12 },
  ],
  async *rows() {
    yield [['सुनील कुमार', 22, 9900, 123.4, 123450]];
    // ि is drawn before its consonant: without ActualText this extracts as "िवजय िसंह".
    yield [['विजय सिंह', 20, 450, null, 99]];
  },
};

const daily: ReportTable = {
  name: 'Daily',
  columns: [
    { header: 'Name', kind: 'text', width: 20 },
    { header: 'Date', kind: 'date', width: 10 },
    { header: 'First in', kind: 'time', width: 7 },
    { header: 'Worked (h:mm)', kind: 'minutes', width: 10 },
    { header: 'Visits', kind: 'integer', width: 6 },
    { header: 'Distance (km)', kind: 'km', width: 10 },
    { header: 'Amount', kind: 'money', width: 12 },
    { header: 'Note', kind: 'text', width: 16 },
  ],
  async *rows() {
    for (let start = 0; start < LONG_ROWS; start += 7) {
      const batch: Cell[][] = [];
      for (let i = start; i < Math.min(LONG_ROWS, start + 7); i++) {
        batch.push([person(i), '2026-10-01', '09:05', 450, i, 7.5, 123450, i ? null : LONG_NOTE]);
      }
      yield batch;
    }
  },
};

const report = (tables: ReportTable[]): ReportDocument => ({
  title: 'Attendance and timesheet',
  companyName: 'Sharma Field Services Pvt Ltd',
  from: '2026-10-01',
  to: '2026-10-31',
  generatedAt: '2026-11-01 09:30',
  timeZone: 'Asia/Kolkata',
  tables,
  csvTable: 'Daily',
});

describe('reportPdf', () => {
  let dir = '';
  let file = '';
  let pages: string[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'report-pdf-'));
    file = join(dir, 'report.pdf');
    await writeFile(file, await buffer(reportPdf(report([summary, daily]))));
    const { stdout } = await run('pdftotext', ['-layout', file, '-']);
    pages = stdout.split('\f').slice(0, -1);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('heads every page and numbers it "Page i of N"', () => {
    expect(pages.length).toBeGreaterThanOrEqual(4);
    expect(pages[0]).toContain('Attendance and timesheet');
    expect(pages[0]).toContain('Sharma Field Services Pvt Ltd');
    expect(pages[0]).toContain('1 Oct 2026 – 31 Oct 2026');
    expect(pages[0]).toContain('Generated 2026-11-01 09:30 (Asia/Kolkata)');
    pages.forEach((page, i) => {
      expect(page).toMatch(new RegExp(`Page ${i + 1} of ${pages.length}\\s*$`));
      if (i === 0) return;
      expect(page).toContain('Attendance and timesheet · Sharma Field Services Pvt Ltd');
      expect(page).toContain(
        '1 Oct 2026 – 31 Oct 2026 · Generated 2026-11-01 09:30 (Asia/Kolkata)',
      );
    });
  });

  it('repeats the header row on every page of a long table', () => {
    const header = /Name\s+Date\s+First in\s+Worked \(h:mm\)\s+Visits\s+Distance \(km\)\s+Amount/;
    const withRows = pages.filter((page) => page.includes('Person '));
    expect(withRows.length).toBeGreaterThanOrEqual(3);
    for (const page of withRows) expect(page).toMatch(header);
    expect(withRows.slice(1).every((page) => page.includes('Daily (continued)'))).toBe(true);
  });

  it('writes every row once, in order, formatted by kind', () => {
    const text = pages.join('\n');
    const at = Array.from({ length: LONG_ROWS }, (_, i) => text.indexOf(person(i)));
    expect(at.every((position) => position >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(text.split(person(LONG_ROWS - 1)).length).toBe(2);
    expect(text).toMatch(/Person 001\s+01 Oct 2026\s+09:05\s+7:30\s+0\s+7\.50\s+₹1,234\.50\s+Wait/);
  });

  it('extracts Devanagari and rupees exactly, on their own row', () => {
    expect(pages[0]).toMatch(/सुनील कुमार\s+22\s+165:00\s+123\.40\s+₹1,234\.50/);
    expect(pages[0]).toMatch(/विजय सिंह\s+20\s+7:30\s+₹0\.99/);
  });

  it('ellipsises text that does not fit its column', () => {
    const line = pages[0]?.split('\n').find((row) => row.includes('Person 001')) ?? '';
    expect(line).toMatch(/Waited at the .*…\s*$/);
    expect(line).not.toContain(LONG_NOTE);
  });

  it('draws a first page that is not blank', async () => {
    const png = async (pdf: string, name: string) => {
      await run('pdftoppm', ['-png', '-r', '50', '-f', '1', '-l', '1', '-singlefile', pdf, name]);
      return readFile(`${name}.png`);
    };
    const blank = new PDFDocument({ size: 'A4', layout: 'landscape' });
    const blankFile = join(dir, 'blank.pdf');
    const blankBytes = buffer(blank);
    blank.end();
    await writeFile(blankFile, await blankBytes);

    const page = await png(file, join(dir, 'page'));
    const empty = await png(blankFile, join(dir, 'blank'));
    expect(page.subarray(1, 4).toString()).toBe('PNG');
    // IHDR: an A4 landscape page at 50 dpi.
    expect([page.readUInt32BE(16), page.readUInt32BE(20)]).toEqual([585, 414]);
    expect(page.length).toBeGreaterThan(empty.length * 4);
  });

  it('fails the stream with the error a rows iterable throws', async () => {
    const failure = new Error('database went away');
    const broken: ReportTable = {
      ...daily,
      async *rows() {
        yield [[person(0), '2026-10-01', '09:05', 450, 1, 7.5, 100, null]];
        throw failure;
      },
    };
    await expect(buffer(reportPdf(report([summary, broken])))).rejects.toBe(failure);
  });

  it('stops pulling rows while the reader waits, and lets go of them when it leaves', async () => {
    let pulled = 0;
    let closed = false;
    const endless: ReportTable = {
      name: 'Endless',
      columns: [{ header: 'Name', kind: 'text', width: 10 }],
      async *rows() {
        try {
          for (let i = 0; i < 2000; i++) {
            pulled += 1;
            yield Array.from({ length: 10 }, (_, row) => [`Row ${i}-${row}`]);
          }
        } finally {
          closed = true;
        }
      },
    };
    const stream = reportPdf(report([endless]));
    const chunks = stream[Symbol.asyncIterator]();
    await chunks.next();
    let seen = -1;
    await vi.waitFor(
      () => {
        const settled = seen === pulled;
        seen = pulled;
        if (!settled) throw new Error('still pulling');
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(pulled).toBeLessThan(2000);
    await chunks.return?.();
    await vi.waitFor(() => expect(closed).toBe(true));
    expect(pulled).toBeLessThan(2000);
  });
});

describe('PDF cells and fonts', () => {
  it('formats each kind of cell', () => {
    expect(formatCell('date', '2026-10-01')).toBe('01 Oct 2026');
    expect(formatCell('time', '09:05')).toBe('09:05');
    expect(formatCell('minutes', 450)).toBe('7:30');
    expect(formatCell('integer', 1234)).toBe('1234');
    expect(formatCell('km', 12.5)).toBe('12.50');
    expect(formatCell('money', 123450)).toBe('₹1,234.50');
    expect(formatCell('money', 1234567805)).toBe('₹1,23,45,678.05');
    expect(formatCell('money', -5)).toBe('-₹0.05');
    expect(formatCell('km', null)).toBe('');
  });

  it('can empty the layout cache pdfkit keeps per font', () => {
    const pdf = new PDFDocument({ autoFirstPage: true });
    registerFonts(pdf);
    drawText(pdf, 'सुनील कुमार and Sunil Kumar', 10, 20, 400, { size: 8 });
    expect(clearLayoutCaches(pdf)).toBeGreaterThan(0);
    expect(clearLayoutCaches(pdf)).toBe(0);
  });
});
