import { ALERT_KIND_NAMES } from '@ronda/shared';
import { findAlertsOfDay } from '../../repositories/alerts.repository.ts';
import type { Queryable } from '../../repositories/day-fixes.repository.ts';
import { localClock } from '../../lib/local-clock.ts';

/**
 * Issue 30: an admin's digest of a company day's alerts, as plain text: how many, how many are
 * still open, then each in the order it opened with its time in the company's zone. Undefined
 * when the day had none (no e-mail is sent for a quiet day).
 */
export async function alertDigest(
  db: Queryable,
  company: { id: string; name: string; timezone: string },
  day: string,
): Promise<{ subject: string; text: string } | undefined> {
  const rows = await findAlertsOfDay(db, company, day);
  if (rows.length === 0) return undefined;
  const clock = localClock(company.timezone);
  const open = rows.filter((r) => r.closedAt === null).length;
  const lines = rows.map(
    (r) =>
      `${clock(r.openedAt.getTime())}  ${ALERT_KIND_NAMES[r.kind] ?? r.kind}: ${r.message}` +
      (r.closedAt ? ` (ended ${clock(r.closedAt.getTime())})` : ' (still open)'),
  );
  const count = `${rows.length} ${rows.length === 1 ? 'alert' : 'alerts'}`;
  return {
    subject: `${company.name}: ${count} on ${day}`,
    text:
      `${company.name} had ${count} on ${day}, ${open} still open.\n\n${lines.join('\n')}\n\n` +
      'You asked Ronda for this digest every morning; change this on the Reports page.\n',
  };
}
