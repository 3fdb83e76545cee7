import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceReportResponseSchema } from '@ronda/shared';
import { attendanceRecords } from '../src/db/schema/index.ts';
import { getJson, startDeviceTestApp, type DeviceTestApp } from './device-fixtures.ts';

/**
 * Issue 29: the report files as a customer's finance team opens them. The workbook is read back
 * by exceljs (cell types, formats, values against the JSON); the PDF's text is extracted with
 * pdftotext and its first page drawn with pdftoppm (Debian's poppler-utils).
 */
const run = promisify(execFile);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const PERIOD = 'from=2026-10-05&to=2026-10-11';
let app: DeviceTestApp;
let dir = '';

async function download(kind: string, format: string): Promise<{ res: Response; body: Buffer }> {
  const res = await getJson(
    app.server.baseUrl,
    `/api/reports/${kind}?${PERIOD}&format=${format}`,
    app.co.admin.token,
  );
  expect(res.status).toBe(200);
  return { res, body: Buffer.from(await res.arrayBuffer()) };
}

beforeAll(async () => {
  app = await startDeviceTestApp();
  const { co } = app;
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ronda-report-files-'));
  await app.database.pool.query(
    // Employed since January, so October's days count.
    `update users set first_name = 'सुनील', last_name = 'कुमार', created_at = '2026-01-01'
      where id = $1`,
    [co.worker.id],
  );
  await app.database.pool.query(
    `update companies set name = 'Sharma Field Services' where id = $1`,
    [co.companyId],
  );
  await app.database.db.insert(attendanceRecords).values({
    companyId: co.companyId,
    userId: co.worker.id,
    checkInAt: new Date('2026-10-06T09:45:00+05:30'),
    checkInClientId: 'files-in',
    checkInLat: 15.49,
    checkInLng: 73.82,
    checkOutAt: new Date('2026-10-06T18:45:00+05:30'),
    checkOutClientId: 'files-out',
    checkOutLat: 15.49,
    checkOutLng: 73.82,
  });
});
afterAll(async () => {
  await app.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('issue 29: report files', () => {
  it('the attendance workbook: three sheets, dates as dates, durations as [h]:mm, equal to the JSON', async () => {
    const { res, body } = await download('attendance', 'xlsx');
    expect(res.headers.get('content-type')).toBe(XLSX);
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="attendance-2026-10-05-to-2026-10-11.xlsx"',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(body as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Summary', 'Daily', 'Detail']);
    const daily = book.getWorksheet('Daily');
    expect(String(daily?.getCell('A1').value)).toContain('Sharma Field Services');
    expect(daily?.views[0]).toMatchObject({ state: 'frozen', ySplit: 4 });
    const json = attendanceReportResponseSchema.parse(
      await (
        await getJson(app.server.baseUrl, `/api/reports/attendance?${PERIOD}`, app.co.admin.token)
      ).json(),
    ).report;
    const day = json.people
      .find((p) => p.userId === app.co.worker.id)
      ?.days.find((d) => d.date === '2026-10-06');
    let rowNumber = 0;
    daily?.eachRow((row, n) => {
      const date = row.getCell(3).value;
      if (row.getCell(1).value === 'सुनील कुमार' && date instanceof Date) {
        if (date.toISOString().startsWith('2026-10-06')) rowNumber = n;
      }
    });
    if (rowNumber === 0 || !day) throw new Error('no Daily row for the worker on 6 October');
    const worked = daily?.getRow(rowNumber).getCell(8);
    expect(worked?.numFmt).toBe('[h]:mm');
    // exceljs reads a time-formatted number back as a Date counted from 1899-12-30.
    const days = ((worked?.value as Date).getTime() - Date.UTC(1899, 11, 30)) / 86_400_000;
    expect(Math.round(days * 1440)).toBe(day.workedMinutes);
    expect(day.workedMinutes).toBe(540);
    expect(day.late).toBe(true);
  });

  it('the distance workbook: km and money are numbers with their formats', async () => {
    const { body } = await download('distance', 'xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(body as unknown as ArrayBuffer);
    const summary = book.getWorksheet('Summary');
    const header = summary?.getRow(4).values as unknown[];
    expect(header).toContain('Km');
    const km = summary?.getRow(5).getCell(header.indexOf('Km'));
    expect(typeof km?.value).toBe('number');
    expect(km?.numFmt).toBe('0.00');
    const amount = summary?.getRow(5).getCell(header.indexOf('Amount'));
    expect(typeof amount?.value).toBe('number');
    expect(amount?.numFmt).toContain('₹');
  });

  it('the attendance PDF: its text (Devanagari names and page numbers) and a drawn first page', async () => {
    const { res, body } = await download('attendance', 'pdf');
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const file = path.join(dir, 'attendance.pdf');
    await fs.writeFile(file, body);
    const { stdout: text } = await run('pdftotext', ['-layout', file, '-']);
    expect(text).toContain('Attendance and timesheet');
    expect(text).toContain('Sharma Field Services');
    expect(text).toContain('सुनील कुमार');
    expect(text).toMatch(/5 Oct 2026 – 11 Oct 2026/);
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    await run('pdftoppm', [
      '-png',
      '-r',
      '40',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      path.join(dir, 'page'),
    ]);
    const png = await fs.stat(path.join(dir, 'page.png'));
    expect(png.size).toBeGreaterThan(5_000);
  });

  it('every kind downloads in every format with its type and name', async () => {
    for (const kind of ['attendance', 'distance', 'tasks', 'visits']) {
      for (const [format, type] of [
        ['csv', 'text/csv; charset=utf-8'],
        ['xlsx', XLSX],
        ['pdf', 'application/pdf'],
      ] as const) {
        const { res, body } = await download(kind, format);
        expect(res.headers.get('content-type')).toBe(type);
        expect(res.headers.get('content-disposition')).toBe(
          `attachment; filename="${kind}-2026-10-05-to-2026-10-11.${format}"`,
        );
        expect(body.length).toBeGreaterThan(3);
      }
    }
  });
});
