import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attendanceReportResponseSchema, type AttendanceReport } from '@ronda/shared';
import { attendanceRecords, breaks, users } from '../src/db/schema/index.ts';
import { bearer, insertCompany, insertUser } from './fixtures.ts';
import { getJson, signIn, startDeviceTestApp, type DeviceTestApp } from './device-fixtures.ts';
import { eq } from 'drizzle-orm';

/**
 * Issue 29: the attendance report of a week, every figure checked against the raw rows with
 * SQL written here on its own. The company is in Asia/Kolkata; 2026-10-05 is a Monday.
 */
let app: DeviceTestApp;
const url = () => app.server.baseUrl;
const WEEK = 'from=2026-10-05&to=2026-10-11';
const ist = (day: string, clock: string) => new Date(`2026-10-${day}T${clock}:00+05:30`);
let clientNo = 0;

async function punch(
  userId: string,
  day: string,
  from: string,
  to: string,
  pause?: [string, string],
) {
  const { db } = app.database;
  const [row] = await db
    .insert(attendanceRecords)
    .values({
      companyId: app.co.companyId,
      userId,
      checkInAt: ist(day, from),
      checkInClientId: `in-${++clientNo}`,
      checkInLat: 15.49,
      checkInLng: 73.82,
      checkOutAt: ist(day, to),
      checkOutClientId: `out-${clientNo}`,
      checkOutLat: 15.49,
      checkOutLng: 73.82,
    })
    .returning();
  if (!row) throw new Error('no attendance row');
  if (pause) {
    await db.insert(breaks).values({
      companyId: app.co.companyId,
      userId,
      attendanceId: row.id,
      reason: 'Lunch',
      startAt: ist(day, pause[0]),
      startClientId: `b-${clientNo}`,
      startLat: 15.49,
      startLng: 73.82,
      endAt: ist(day, pause[1]),
      endClientId: `be-${clientNo}`,
      endLat: 15.49,
      endLng: 73.82,
    });
  }
}

async function report(token: string, query: string) {
  const res = await getJson(url(), `/api/reports/attendance?${query}`, token);
  expect(res.status, await res.clone().text()).toBe(200);
  return attendanceReportResponseSchema.parse(await res.json()).report;
}
const personOf = (r: AttendanceReport, userId: string) => {
  const person = r.people.find((p) => p.userId === userId);
  if (!person) throw new Error(`no ${userId} in the report`);
  return person;
};

/** Worked minutes per company day from the raw rows: sessions less their breaks. */
async function sqlWorked(userId: string): Promise<Map<string, number>> {
  const { rows } = await app.database.pool.query<{ day: string; worked: string }>(
    `select to_char((a.check_in_at at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as day,
            sum(extract(epoch from a.check_out_at - a.check_in_at) / 60
                - coalesce((select sum(extract(epoch from b.end_at - b.start_at) / 60)
                              from breaks b where b.attendance_id = a.id), 0)) as worked
       from attendance_records a where a.user_id = $1 group by 1`,
    [userId],
  );
  return new Map(rows.map((r) => [r.day, Math.round(Number(r.worked))]));
}

beforeAll(async () => {
  app = await startDeviceTestApp();
  const { co } = app;
  // Everyone joined long before the week.
  await app.database.db
    .update(users)
    .set({ createdAt: new Date('2026-01-01T00:00:00Z') })
    .where(eq(users.companyId, co.companyId));
  const put = await fetch(`${url()}/api/company/report-settings`, {
    method: 'PUT',
    headers: { ...bearer(co.admin.token), 'content-type': 'application/json' },
    body: JSON.stringify({
      workDays: [1, 2, 3, 4, 5, 6],
      shiftStart: '09:30',
      shiftEnd: '18:30',
      lateGraceMinutes: 10,
      halfDayBelowMinutes: 240,
      absentBelowMinutes: 60,
      holidays: [{ date: '2026-10-08', name: 'Test Holiday' }],
      ratesPerKm: { walking: 0, cycling: 2, driving: 6.5 },
    }),
  });
  expect(put.status, await put.clone().text()).toBe(200);
  const w = co.worker.id;
  await punch(w, '05', '09:35', '13:00', ['11:00', '11:15']); // two sessions, not late
  await punch(w, '05', '14:00', '18:45');
  await punch(w, '06', '09:55', '18:30'); // late
  // Wednesday 07: absent. Thursday 08: the holiday.
  await punch(w, '09', '09:30', '12:30'); // a half day, leaving early
  await punch(w, '10', '09:30', '18:30');
  // Sunday 11: weekly off.
  await punch(co.outsider.id, '05', '09:30', '18:30');
});
afterAll(() => app.close());

describe('issue 29: the attendance report', () => {
  it("an admin's week: each day's status and minutes equal the raw rows, and the totals their sums", async () => {
    const r = await report(app.co.admin.token, WEEK);
    expect(r).toMatchObject({ kind: 'attendance', from: '2026-10-05', to: '2026-10-11' });
    expect(r.people.map((p) => p.userId).sort()).toEqual(
      [app.co.admin.id, app.co.supervisor.id, app.co.worker.id, app.co.outsider.id].sort(),
    );
    const worker = personOf(r, app.co.worker.id);
    expect(worker.days.map((d) => [d.date, d.status])).toEqual([
      ['2026-10-05', 'present'],
      ['2026-10-06', 'present'],
      ['2026-10-07', 'absent'],
      ['2026-10-08', 'holiday'],
      ['2026-10-09', 'half-day'],
      ['2026-10-10', 'present'],
      ['2026-10-11', 'weekly-off'],
    ]);
    const worked = await sqlWorked(app.co.worker.id);
    for (const day of worker.days)
      expect(day.workedMinutes, day.date).toBe(worked.get(day.date) ?? 0);
    expect(worker.days[0]).toMatchObject({
      firstIn: ist('05', '09:35').toISOString(),
      lastOut: ist('05', '18:45').toISOString(),
      breakMinutes: 15,
      late: false,
    });
    expect(worker.days.filter((d) => d.late).map((d) => d.date)).toEqual(['2026-10-06']);
    expect(worker.days.filter((d) => d.earlyDeparture).map((d) => d.date)).toEqual(['2026-10-09']);
    expect(worker).toMatchObject({
      daysPresent: 3,
      halfDays: 1,
      daysAbsent: 1,
      holidays: 1,
      weeklyOffs: 1,
      lateArrivals: 1,
      earlyDepartures: 1,
      breakMinutes: 15,
      workedMinutes: [...worked.values()].reduce((a, b) => a + b, 0),
      // No day went past the 9-hour shift (Monday's 9 h 10 min less its break and lunch is 7 h 55).
      overtimeMinutes: 0,
    });
    expect(r.totals.people).toBe(4);
    expect(r.totals.workedMinutes).toBe(r.people.reduce((n, p) => n + p.workedMinutes, 0));
  });

  it('a supervisor sees their department, an employee themselves; asking past that is 403', async () => {
    const { co } = app;
    const asSupervisor = await report(co.supervisor.token, WEEK);
    expect(asSupervisor.people.map((p) => p.userId).sort()).toEqual(
      [co.supervisor.id, co.worker.id].sort(),
    );
    const asWorker = await report(co.worker.token, WEEK);
    expect(asWorker.people.map((p) => p.userId)).toEqual([co.worker.id]);
    for (const [token, query] of [
      [co.supervisor.token, `${WEEK}&userId=${co.outsider.id}`],
      [co.supervisor.token, `${WEEK}&departmentId=${co.otherDepartmentId}`],
      [co.worker.token, `${WEEK}&userId=${co.admin.id}`],
    ] as const) {
      expect((await getJson(url(), `/api/reports/attendance?${query}`, token)).status, query).toBe(
        403,
      );
    }
    const narrowed = await report(
      co.admin.token,
      `${WEEK}&userId=${co.worker.id}&userId=${co.outsider.id}`,
    );
    expect(narrowed.people.map((p) => p.userId).sort()).toEqual(
      [co.worker.id, co.outsider.id].sort(),
    );
    const byDepartment = await report(
      co.admin.token,
      `${WEEK}&departmentId=${co.otherDepartmentId}`,
    );
    expect(byDepartment.people.map((p) => p.userId)).toEqual([co.outsider.id]);
  });

  it("another company's ids are 404, a bad period 400 with a message, and no one signed out", async () => {
    const { co } = app;
    const other = await insertCompany(app.database.db);
    const stranger = await insertUser(app.database.db, { companyId: other.id, isAdmin: true });
    const cases: [string, number, string][] = [
      [`${WEEK}&userId=${stranger.id}`, 404, 'Person not found'],
      [`from=2026-10-11&to=2026-10-05`, 400, 'The end of the period must not be before its start.'],
      [`from=2025-10-01&to=2026-10-05`, 400, 'A report covers at most 366 days.'],
      [`from=2026-02-30&to=2026-03-05`, 400, 'from must be a real day'],
      // A day to JavaScript, none to PostgreSQL: refused here, not a database error.
      [`from=0000-12-31&to=0000-12-31`, 400, 'from must be a real day'],
      [`${WEEK}&format=docx`, 400, 'format must be one of json, csv, xlsx, pdf'],
    ];
    for (const [query, status, message] of cases) {
      const res = await getJson(url(), `/api/reports/attendance?${query}`, co.admin.token);
      expect(res.status, query).toBe(status);
      expect(((await res.json()) as { message: string }).message, query).toContain(message);
    }
    const signedOut = await fetch(`${url()}/api/reports/attendance?${WEEK}`);
    expect(signedOut.status).toBe(401);
    // The stranger's own report never shows this company's people.
    const theirs = await report((await signIn(url(), stranger.email)).token, WEEK);
    expect(theirs.people.map((p) => p.userId)).toEqual([stranger.id]);
  });

  it('downloads the Daily rows as CSV: a byte-order mark, one row per person and day, the same figures, formulas made text', async () => {
    const { co } = app;
    const trap = await insertUser(app.database.db, {
      companyId: co.companyId,
      firstName: '=HYPERLINK("http://x")',
      lastName: 'Trap',
    });
    const res = await fetch(`${url()}/api/reports/attendance?${WEEK}&format=csv`, {
      headers: bearer(co.admin.token),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="attendance-2026-10-05-to-2026-10-11.csv"',
    );
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Name,Departments,Date,Status,Code,First in,Last out,Worked (h:mm),Breaks (h:mm),Overtime (h:mm),Late,Left early,Holiday',
    );
    const json = await report(co.admin.token, WEEK);
    // One line per person and day (the trap is one of the people now).
    expect(lines.length - 1).toBe(7 * json.people.length);
    const worker = personOf(json, co.worker.id);
    const monday = lines.find((l) => l.startsWith(`${worker.name},Field,2026-10-05,`));
    expect(monday).toBe(`${worker.name},Field,2026-10-05,Present,P,09:35,18:45,7:55,0:15,0:00,,,`);
    expect(lines.find((l) => l.includes(',2026-10-08,') && l.startsWith(worker.name))).toContain(
      'Holiday,HO,',
    );
    expect(lines.some((l) => l.startsWith(`"'=HYPERLINK(""http://x"") Trap",`))).toBe(true);
    expect(trap.id).toBeTruthy();
    // A refusal is still an answer in the error shape, not a file.
    const refused = await fetch(
      `${url()}/api/reports/attendance?${WEEK}&format=csv&userId=${co.outsider.id}`,
      { headers: bearer(co.supervisor.token) },
    );
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { is_success: boolean }).is_success).toBe(false);
  });
});
