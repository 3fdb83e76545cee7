import {
  MAIL_SCHEDULE_FREQUENCIES,
  REPORT_SCHEDULES_DENIED,
  type ReportSchedulesRequest,
  type ReportSchedulesResponse,
} from '@ronda/shared';
import type { SessionContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { findSchedulesOf, setSchedule } from '../../repositories/report-schedules.repository.ts';
import { currentSlot } from './report-slots.ts';

function adminOf(session: SessionContext) {
  if (session.actor.role !== 'admin') throw ApiError.forbidden(REPORT_SCHEDULES_DENIED);
  return { companyId: session.company.id, userId: session.actor.userId };
}

/** "monthly:2026-12" → the period that slot sent, as a person reads it. */
const sentPeriod = (slot: string | null, timeZone: string) => {
  if (!slot) return null;
  const [frequency, start] = slot.split(':');
  if ((frequency !== 'monthly' && frequency !== 'weekly') || !start) return null;
  const at = new Date(`${frequency === 'monthly' ? `${start}-01` : start}T12:00:00Z`);
  const { period } = currentSlot(frequency, at, timeZone);
  return `${period.from} to ${period.to}`;
};

/** GET /api/reports/schedules: the admin's own report e-mails. */
export async function reportSchedules(
  db: Database,
  session: SessionContext,
  emailConfigured: boolean,
): Promise<Omit<ReportSchedulesResponse, 'is_success'>> {
  const me = adminOf(session);
  const rows = await findSchedulesOf(db.$client, me);
  const of = (f: string) => rows.find((r) => r.frequency === f);
  const tz = session.company.timezone;
  return {
    emailConfigured,
    email: session.user.email,
    monthly: of('monthly') !== undefined,
    weekly: of('weekly') !== undefined,
    alertsDaily: of('alerts-daily') !== undefined,
    lastSent: {
      monthly: sentPeriod(of('monthly')?.lastSentSlot ?? null, tz),
      weekly: sentPeriod(of('weekly')?.lastSentSlot ?? null, tz),
    },
  };
}

/**
 * PUT /api/reports/schedules. A schedule turned on mid-period starts with the next one (the
 * current one, if its day has not reached 06:00 yet): nobody gets last month's report the moment
 * they tick a box, and nobody misses the one due this morning.
 */
export async function saveReportSchedules(
  db: Database,
  session: SessionContext,
  body: ReportSchedulesRequest,
  emailConfigured: boolean,
  now: Date,
) {
  const me = adminOf(session);
  for (const frequency of MAIL_SCHEDULE_FREQUENCIES) {
    const key = frequency === 'alerts-daily' ? 'alertsDaily' : frequency;
    const on = body[key];
    if (on === undefined) continue;
    const slot = currentSlot(frequency, now, session.company.timezone);
    await setSchedule(db.$client, { ...me, frequency }, on, slot.due ? slot.slot : null);
  }
  return reportSchedules(db, session, emailConfigured);
}
