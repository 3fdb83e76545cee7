import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Cell, ReportDocument, ReportTable } from './report-document.ts';
import { reportXlsx } from './report-xlsx.ts';

const person = (i: number) => `Person ${String(i + 1).padStart(3, '0')}`;

async function* batches(...list: Cell[][][]): AsyncGenerator<Cell[][]> {
  yield* list;
}

const summary: ReportTable = {
  name: 'Summary',
  columns: [
    { header: 'Name', kind: 'text', width: 24 },
    { header: 'Days', kind: 'integer', width: 6 },
    { header: 'Worked (h:mm)', kind: 'minutes', width: 10 },
    { header: 'Distance (km)', kind: 'km', width: 10 },
    { header: 'Amount', kind: 'money', width: 12 },
  ],
  rows: () =>
    batches([['सुनील कुमार', 22, 9900, 123.4, 123450]], [['=SUM(B5:B6)', 20, 450, null, 99]]),
};

const daily: ReportTable = {
  name: 'Daily',
  columns: [
    { header: 'Name', kind: 'text', width: 20 },
    { header: 'Date', kind: 'date', width: 12 },
    { header: 'First in', kind: 'time', width: 8 },
    { header: 'Worked (h:mm)', kind: 'minutes', width: 10 },
  ],
  async *rows() {
    for (let start = 0; start < 10; start += 3) {
      const batch: Cell[][] = [];
      for (let i = start; i < Math.min(10, start + 3); i++) {
        batch.push([person(i), `2026-10-${String(i + 1).padStart(2, '0')}`, '09:05', 450]);
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

/**
 * exceljs's typings merge `extends ArrayBuffer` into the global Buffer, which no Node Buffer
 * satisfies under the ES2024 lib (it has no `resizable`); at run time load takes one as it is.
 */
type ExcelBuffer = Parameters<ExcelJS.Xlsx['load']>[0];

async function load(stream: Readable): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await buffer(stream)) as unknown as ExcelBuffer);
  return workbook;
}

function sheet(workbook: ExcelJS.Workbook, name: string): ExcelJS.Worksheet {
  const found = workbook.getWorksheet(name);
  if (!found) throw new Error(`no sheet ${name}`);
  return found;
}

/**
 * exceljs reads any number under a format with h or m back as a Date counted from 1899-12-30;
 * this turns it back into the number the file holds. A string would stay a string and fail.
 */
function serial(value: ExcelJS.CellValue): number {
  if (value instanceof Date) return value.getTime() / 86_400_000 + 25_569;
  if (typeof value === 'number') return value;
  throw new Error(`not a number: ${JSON.stringify(value)}`);
}

describe('reportXlsx', () => {
  it('writes one sheet per table, in order, each with the heading and a frozen header row', async () => {
    const workbook = await load(reportXlsx(report([summary, daily])));
    expect(workbook.worksheets.map((ws) => ws.name)).toEqual(['Summary', 'Daily']);

    for (const ws of workbook.worksheets) {
      expect(ws.getCell('A1').value).toBe(
        'Attendance and timesheet · Sharma Field Services Pvt Ltd',
      );
      expect(ws.getCell('A1').font?.bold).toBe(true);
      expect(ws.getCell('A2').value).toBe(
        '1 Oct 2026 – 31 Oct 2026 · Generated 2026-11-01 09:30 (Asia/Kolkata)',
      );
      expect(ws.getRow(3).hasValues).toBe(false);
      expect(ws.getCell('A4').font?.bold).toBe(true);
      expect(ws.getCell('A4').fill).toMatchObject({ type: 'pattern', pattern: 'solid' });
      expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 4 });
    }
    const first = sheet(workbook, 'Summary');
    const headers = ['Name', 'Days', 'Worked (h:mm)', 'Distance (km)', 'Amount'];
    expect(first.getRow(4).values).toEqual([undefined, ...headers]);
    expect([1, 2, 5].map((i) => first.getColumn(i).width)).toEqual([24, 6, 12]);
  });

  it('writes each kind as its Excel type and format', async () => {
    const workbook = await load(reportXlsx(report([summary, daily])));
    const ws = sheet(workbook, 'Summary');

    expect(ws.getCell('A5').value).toBe('सुनील कुमार');
    expect(ws.getCell('A6').value).toBe('=SUM(B5:B6)');
    expect(ws.getCell('A6').type).toBe(ExcelJS.ValueType.String);

    expect(ws.getCell('B5').value).toBe(22);
    expect(ws.getCell('B5').numFmt).toBe('0');
    // 165 hours: over a day, which [h] shows as 165:00 rather than wrapping to 21:00.
    expect(serial(ws.getCell('C5').value)).toBeCloseTo(9900 / 1440, 9);
    expect(serial(ws.getCell('C6').value)).toBeCloseTo(7.5 / 24, 9);
    expect(ws.getCell('C6').numFmt).toBe('[h]:mm');
    expect(ws.getCell('D5').value).toBe(123.4);
    expect(ws.getCell('D5').numFmt).toBe('0.00');
    expect(ws.getCell('D6').value).toBeNull();
    expect(ws.getCell('D6').type).toBe(ExcelJS.ValueType.Null);
    expect(ws.getCell('E5').value).toBe(1234.5);
    expect(ws.getCell('E6').value).toBe(0.99);
    expect(ws.getCell('E5').numFmt).toBe('"₹"#,##0.00');

    const days = sheet(workbook, 'Daily');
    const date = days.getCell('B5').value;
    expect(date).toBeInstanceOf(Date);
    expect(date instanceof Date && date.toISOString()).toBe('2026-10-01T00:00:00.000Z');
    expect(days.getCell('B5').numFmt).toBe('dd-mmm-yyyy');
    expect(serial(days.getCell('C5').value)).toBeCloseTo((9 * 60 + 5) / 1440, 9);
    expect(days.getCell('C5').numFmt).toBe('hh:mm');
  });

  it('keeps any text as typed, escaped, and names columns past Z', async () => {
    const wide: ReportTable = {
      name: 'Detail',
      columns: Array.from({ length: 28 }, (_, i) => ({
        header: `C${i + 1}`,
        kind: 'text' as const,
        width: 8,
      })),
      rows: () =>
        batches([
          Array.from({ length: 28 }, (_, i) =>
            i === 0 ? ' <b>Tom & "Jerry"</b>\u0007 ' : i === 27 ? 'last' : null,
          ),
        ]),
    };
    const ws = sheet(await load(reportXlsx(report([wide]))), 'Detail');
    // The bell character cannot be in XML at all; the rest, spaces included, is kept.
    expect(ws.getCell('A5').value).toBe(' <b>Tom & "Jerry"</b> ');
    expect(ws.getCell('AB4').value).toBe('C28');
    expect(ws.getCell('AB5').value).toBe('last');
  });

  it('writes every batch, in order, after the header row', async () => {
    const ws = sheet(await load(reportXlsx(report([daily]))), 'Daily');
    const names = Array.from({ length: 10 }, (_, i) => ws.getCell(`A${i + 5}`).value);
    expect(names).toEqual(Array.from({ length: 10 }, (_, i) => person(i)));
    expect(ws.rowCount).toBe(14);
  });

  it('reads a table only after the table before it is written', async () => {
    let firstDone = false;
    let secondStartedEarly: boolean | undefined;
    const first: ReportTable = {
      ...summary,
      async *rows() {
        yield* summary.rows();
        firstDone = true;
      },
    };
    const second: ReportTable = {
      ...daily,
      rows() {
        secondStartedEarly ??= !firstDone;
        return daily.rows();
      },
    };
    await load(reportXlsx(report([first, second])));
    expect(secondStartedEarly).toBe(false);
  });

  it('fails the stream with the error a table throws, or on a value of the wrong type', async () => {
    const failing: ReportTable = {
      ...daily,
      async *rows() {
        yield [[person(0), '2026-10-01', '09:05', 450]];
        throw new Error('the database went away');
      },
    };
    const failed = buffer(reportXlsx(report([summary, failing])));
    await expect(failed).rejects.toThrow('the database went away');

    // A number as text would sum as zero in Excel: the file fails instead.
    const wrong: ReportTable = { ...summary, rows: () => batches([['A', '22', 0, 0, 0]]) };
    await expect(buffer(reportXlsx(report([wrong])))).rejects.toThrow(/Days.*finite number/);
  });

  it('stops reading and closes the rows when the consumer goes away', async () => {
    let opened = false;
    let closed = false;
    const endless: ReportTable = {
      ...daily,
      async *rows() {
        opened = true;
        try {
          for (;;) yield [[person(0), '2026-10-01', '09:05', 1]];
        } finally {
          closed = true;
        }
      },
    };
    const stream = reportXlsx(report([endless]));
    // The package's small parts come first: go away once the rows are being read.
    for await (const _ of stream) if (opened) break;
    expect(stream.destroyed).toBe(true);
    for (let i = 0; i < 100 && !closed; i++) await sleep(20);
    expect(closed).toBe(true);
  });

  it('stops reading rows while nobody reads the file', async () => {
    const total = 400;
    let pulled = 0;
    const big: ReportTable = {
      ...daily,
      async *rows() {
        for (let b = 0; b < total; b++) {
          pulled += 1;
          // Text that does not compress away: what is held back is bounded in bytes.
          yield Array.from({ length: 100 }, (_, i) => [
            `${person(i)} ${b} ${randomBytes(12).toString('hex')}`,
            '2026-10-01',
            null,
            i,
          ]);
        }
      },
    };
    const stream = reportXlsx(report([big]));
    stream.pause();
    stream.read(0); // one read starts the writing, then nothing more is taken
    // Wait until pulling stops (or everything was pulled, which would fail below).
    let seen = -1;
    while (pulled !== seen && pulled < total) {
      seen = pulled;
      await sleep(100);
    }
    expect(pulled).toBeLessThan(total / 2);

    const ws = sheet(await load(stream), 'Daily');
    expect(pulled).toBe(total);
    expect(ws.getCell(`A${4 + total * 100}`).value).toMatch(`${person(99)} ${total - 1} `);
  });
});
