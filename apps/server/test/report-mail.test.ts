import ExcelJS from 'exceljs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_SCHEDULES_DENIED, reportSchedulesResponseSchema } from '@ronda/shared';
import { createMailer } from '../src/adapters/mailer.ts';
import { sendDueReports } from '../src/features/reports/report-mail.service.ts';
import { SEND_SCHEDULED_REPORTS_QUEUE } from '../src/jobs/send-scheduled-reports.ts';
import { attendanceRecords } from '../src/db/schema/index.ts';
import { createSmallCompany, type SmallCompany } from './device-fixtures.ts';
import { bearer } from './fixtures.ts';
import { spawnServerPair, type ServerPair } from './server-process.ts';
import { startSmtpStandIn, type SmtpStandIn } from './stand-ins/smtp.ts';
import { startTestApp, type TestApp } from './test-app.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/**
 * Issue 29: "e-mail me last month's attendance and reimbursement on the 1st". The mail goes
 * through a local SMTP server that speaks the real protocol; its attachments are read back as
 * workbooks; and with two server processes a slot is sent once.
 */
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const log = pino({ level: 'silent' });
let database: TestDatabase;
let smtp: SmtpStandIn;
let server: TestApp;
let co: SmallCompany;

const schedules = (token: string, method = 'GET', body?: unknown) =>
  fetch(`${server.baseUrl}/api/reports/schedules`, {
    method,
    headers: { ...bearer(token), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

beforeAll(async () => {
  database = await createTestDatabase();
  smtp = await startSmtpStandIn();
  server = await startTestApp(database, { env: { DEMO_LOGIN: 'true', SMTP_URL: smtp.url } });
  co = await createSmallCompany(database.db, server.baseUrl);
  // November 2026: one day's work for the worker, so the workbook has a figure to check.
  await database.db.insert(attendanceRecords).values({
    companyId: co.companyId,
    userId: co.worker.id,
    checkInAt: new Date('2026-11-06T09:30:00+05:30'),
    checkInClientId: 'mail-in',
    checkInLat: 15.49,
    checkInLng: 73.82,
    checkOutAt: new Date('2026-11-06T18:00:00+05:30'),
    checkOutClientId: 'mail-out',
    checkOutLat: 15.49,
    checkOutLng: 73.82,
  });
}, 120_000);
afterAll(async () => {
  await server.close();
  await smtp.close();
  await database.drop();
});

describe('issue 29: report e-mails', () => {
  it('an admin turns them on and off; others are refused; the answer says e-mail is set up', async () => {
    const off = reportSchedulesResponseSchema.parse(await (await schedules(co.admin.token)).json());
    expect(off).toMatchObject({ emailConfigured: true, monthly: false, weekly: false });
    const on = await schedules(co.admin.token, 'PUT', { monthly: true, weekly: false });
    expect(on.status).toBe(200);
    expect(reportSchedulesResponseSchema.parse(await on.json())).toMatchObject({
      monthly: true,
      weekly: false,
    });
    const refused = await schedules(co.supervisor.token, 'PUT', { monthly: true, weekly: true });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(REPORT_SCHEDULES_DENIED);
    const bad = await schedules(co.admin.token, 'PUT', { monthly: 'yes' });
    expect(bad.status).toBe(400);
  });

  it('sends last month as two workbooks once per slot; a refused send is tried again', async () => {
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Ronda <reports@ronda.example>' });
    const deps = { db: database.db, mailer, log };
    // Turned on in November: October's e-mail is the one due on 1 December at 06:00 IST.
    await database.pool.query(`update report_schedules set last_sent_slot = 'monthly:2026-11'`);
    const before = new Date('2026-12-01T05:59:00+05:30');
    expect(await sendDueReports(deps, before)).toEqual({ sent: 0, failed: 0 });
    const due = new Date('2026-12-01T06:05:00+05:30');
    smtp.refuseNext();
    expect(await sendDueReports(deps, due)).toEqual({ sent: 0, failed: 1 });
    expect(await sendDueReports(deps, due)).toEqual({ sent: 1, failed: 0 });
    expect(await sendDueReports(deps, new Date('2026-12-02T06:05:00+05:30'))).toEqual({
      sent: 0,
      failed: 0,
    });
    mailer.close();
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0];
    expect(mail?.subject).toContain('1 Nov 2026');
    expect(mail?.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ['attendance-2026-11-01-to-2026-11-30.xlsx', XLSX],
      ['distance-2026-11-01-to-2026-11-30.xlsx', XLSX],
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(mail?.attachments[0]?.content as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['Summary', 'Daily', 'Detail']);
  });
});

describe('issue 30: the daily alerts digest', () => {
  it('sends yesterday’s alerts from 07:00 in the company zone, once, and nothing for a quiet day', async () => {
    const on = await schedules(co.admin.token, 'PUT', {
      monthly: true,
      weekly: false,
      alertsDaily: true,
    });
    expect(reportSchedulesResponseSchema.parse(await on.json()).alertsDaily).toBe(true);
    await database.pool.query(
      `update report_schedules set last_sent_slot = null where frequency = 'alerts-daily'`,
    );
    await database.pool.query(
      `insert into alerts (company_id, kind, user_id, episode, message, opened_at)
       values ($1, 'silent', $2, 'silent:digest', 'Wilson''s phone has sent no position since 09:30.',
               '2026-12-01T10:00:00+05:30')`,
      [co.companyId, co.worker.id],
    );
    const mailer = createMailer({ smtpUrl: smtp.url, from: 'Ronda <reports@ronda.example>' });
    const deps = { db: database.db, mailer, log };
    const before = smtp.received.length;
    expect(await sendDueReports(deps, new Date('2026-12-02T06:59:00+05:30'))).toEqual({
      sent: 0,
      failed: 0,
    });
    expect(await sendDueReports(deps, new Date('2026-12-02T07:05:00+05:30'))).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(await sendDueReports(deps, new Date('2026-12-02T09:00:00+05:30'))).toEqual({
      sent: 0,
      failed: 0,
    });
    // The next day had no alert: its slot passes without an e-mail.
    expect(await sendDueReports(deps, new Date('2026-12-03T07:05:00+05:30'))).toEqual({
      sent: 0,
      failed: 0,
    });
    mailer.close();
    const digests = smtp.received.slice(before);
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toContain('1 alert on 2026-12-01');
    expect(digests[0]?.text).toContain(
      "10:00  Phone silent: Wilson's phone has sent no position since 09:30. (still open)",
    );
    expect(digests[0]?.attachments).toEqual([]);
  });
});

describe('issue 29: report e-mails with two server processes', () => {
  let pair: ServerPair;

  beforeAll(async () => {
    await database.pool.query(`update report_schedules set last_sent_slot = null`);
    smtp.received.length = 0;
    const env = {
      DATABASE_URL: database.url,
      SEED_DEMO: 'false',
      LOG_FORMAT: 'json',
      SMTP_URL: smtp.url,
    };
    pair = await spawnServerPair(env);
  }, 120_000);
  afterAll(() => pair.stop());

  it('sends a due slot once, whichever process runs it', async (context) => {
    context.onTestFailed(() => {
      pair.printOutput();
    });
    // Every minute instead of hourly: both processes' schedulers see the change.
    await database.pool.query("update pgboss.schedule set cron = '* * * * *' where name = $1", [
      SEND_SCHEDULED_REPORTS_QUEUE,
    ]);
    await expect.poll(() => smtp.received.length, { timeout: 80_000, interval: 500 }).toBe(1);
    // The other process's run (the next minute's too) finds the slot sent.
    await expect
      .poll(
        async () =>
          (
            await database.pool.query<{ n: number }>(
              `select count(*)::int as n from pgboss.job where name = $1 and state = 'completed'`,
              [SEND_SCHEDULED_REPORTS_QUEUE],
            )
          ).rows[0]?.n ?? 0,
        { timeout: 80_000, interval: 1000 },
      )
      .toBeGreaterThanOrEqual(2);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.attachments).toHaveLength(2);
  }, 200_000);
});
