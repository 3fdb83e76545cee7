import { ALERT_KIND_NAMES } from '@ronda/shared';
import type { Queryable } from '../repositories/day-fixes.repository.ts';
import { QUEUE_ALERT_PUSHES } from './alert-pushes.sql.ts';
import {
  CLOSE_CLEARED,
  OPEN_LATE_PUNCH_IN,
  OPEN_SILENT,
  OPEN_TASK_OVERDUE,
} from './absence-rules.sql.ts';
import { CLOSE_LEFT_SITE, OPEN_LEFT_SITE } from './left-site.sql.ts';

export interface AlertSweep {
  opened: number;
  closed: number;
  /** Push messages written for alerts opened since the last sweep (here or by ingest). */
  pushes: number;
}

/**
 * The evaluate-alerts job's run (issue 30): first what has cleared closes, then what has begun
 * opens. Ingest opens what a fix shows at once (a low battery, a faked position) and ends a
 * silence; this sweep catches what is defined by time passing. The new alerts reach the console
 * through the alerts table's trigger.
 */
export async function evaluateAlerts(db: Queryable, now: Date): Promise<AlertSweep> {
  let closed = 0;
  for (const statement of [CLOSE_CLEARED, CLOSE_LEFT_SITE]) {
    closed += (await db.query(statement, [now])).rowCount ?? 0;
  }
  let opened = 0;
  for (const statement of [OPEN_SILENT, OPEN_LATE_PUNCH_IN, OPEN_TASK_OVERDUE, OPEN_LEFT_SITE]) {
    opened += (await db.query(statement, [now])).rowCount ?? 0;
  }
  const pushes =
    (await db.query(QUEUE_ALERT_PUSHES, [now, JSON.stringify(ALERT_KIND_NAMES)])).rowCount ?? 0;
  return { opened, closed, pushes };
}
