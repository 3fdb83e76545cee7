import { roleOf, type ReportQuery } from '@ronda/shared';
import type { Logger } from 'pino';
import type { Mailer, MailAttachment } from '../../adapters/mailer.ts';
import type { Database } from '../../db/client.ts';
import {
  findCompany,
  findUserInCompany,
  withDepartments,
} from '../../repositories/people.repository.ts';
import {
  claimSlot,
  findActiveSchedules,
  markSlotSent,
  type ScheduleRow,
} from '../../repositories/report-schedules.repository.ts';
import { alertDigest } from './alert-digest.ts';
import { attendanceDocument } from './attendance-document.ts';
import { distanceDocument } from './distance-document.ts';
import type { ReportDocument } from './render/report-document.ts';
import { FILE_TYPES, reportFileName } from './report-file.ts';
import type { ReportAsker } from './report-people.ts';
import { currentSlot } from './report-slots.ts';
import { calendarDayText } from '@ronda/shared';

export interface ReportMailDeps {
  db: Database;
  mailer: Mailer;
  log: Logger;
}

async function bufferOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts);
}

const workbook = async (kind: string, doc: ReportDocument): Promise<MailAttachment> => ({
  filename: reportFileName(kind, doc, 'xlsx'),
  content: await bufferOf((await import('./render/report-xlsx.ts')).reportXlsx(doc)),
  contentType: FILE_TYPES.xlsx,
});

/** The admin a schedule belongs to, as a report's asker (what a session would make of them). */
async function askerOf(db: Database, row: ScheduleRow) {
  const [user, company] = await Promise.all([
    findUserInCompany(db, row.companyId, row.userId),
    findCompany(db, row.companyId),
  ]);
  if (!user || !company) return undefined;
  const person = await withDepartments(db, user);
  const asker: ReportAsker = {
    company,
    actor: {
      userId: user.id,
      companyId: company.id,
      role: roleOf(user),
      departmentIds: person.departments.map((d) => d.id),
    },
  };
  return { asker, email: user.email };
}

/**
 * Sends one schedule's slot: both reports of the period as workbooks, to the admin. The slot is
 * claimed under the schedule's row lock and marked sent in the same transaction, so two
 * processes never both send it; a send that fails rolls back, and the next run tries again.
 */
async function sendSlot(deps: ReportMailDeps, row: ScheduleRow & { timeZone: string }, now: Date) {
  const slot = currentSlot(row.frequency, now, row.timeZone);
  if (!slot.due || row.lastSentSlot === slot.slot) return false;
  const client = await deps.db.$client.connect();
  try {
    await client.query('begin');
    if (!(await claimSlot(client, row, slot.slot))) {
      await client.query('rollback');
      return false;
    }
    const who = await askerOf(deps.db, row);
    if (!who) {
      await client.query('rollback');
      return false;
    }
    if (row.frequency === 'alerts-daily') {
      const digest = await alertDigest(deps.db.$client, who.asker.company, slot.period.from);
      if (digest) await deps.mailer.send({ to: who.email, ...digest, attachments: [] });
      await markSlotSent(client, row, slot.slot, now);
      await client.query('commit');
      return digest !== undefined;
    }
    const query: ReportQuery = { ...slot.period, format: 'xlsx' };
    const attachments = [
      await workbook('attendance', await attendanceDocument(deps.db, who.asker, query, now)),
      await workbook('distance', await distanceDocument(deps.db, who.asker, query, now)),
    ];
    const period = `${calendarDayText(slot.period.from)} – ${calendarDayText(slot.period.to)}`;
    await deps.mailer.send({
      to: who.email,
      subject: `${who.asker.company.name}: attendance and reimbursement, ${period}`,
      text:
        `Attached are ${who.asker.company.name}'s attendance and distance and reimbursement ` +
        `reports for ${period}, as Excel workbooks.\n\nYou asked Ronda to send them ` +
        `${row.frequency === 'monthly' ? 'on the 1st of each month' : 'every Monday'}; ` +
        'change this on the Reports page.\n',
      attachments,
    });
    await markSlotSent(client, row, slot.slot, now);
    await client.query('commit');
    return true;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** The send-scheduled-reports job: every schedule whose slot has begun and was not sent. */
export async function sendDueReports(deps: ReportMailDeps, now: Date) {
  let sent = 0;
  let failed = 0;
  for (const row of await findActiveSchedules(deps.db.$client)) {
    try {
      if (await sendSlot(deps, row, now)) sent += 1;
    } catch (err) {
      // One admin's mailbox refusing must not hold up the others; the next run retries.
      failed += 1;
      deps.log.warn(
        { err, companyId: row.companyId, frequency: row.frequency },
        'report e-mail not sent',
      );
    }
  }
  return { sent, failed };
}
