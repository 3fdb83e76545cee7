import type pg from 'pg';
import { evaluateAlerts } from '../alerts/evaluate-alerts.ts';
import type { ScheduledJob } from './scheduled-job.ts';

export const EVALUATE_ALERTS_QUEUE = 'evaluate-alerts';

/** Every minute: the alerts defined by time passing (silence, no punch-in, overdue, away). */
export function evaluateAlertsJob(pool: pg.Pool): ScheduledJob {
  return {
    queue: EVALUATE_ALERTS_QUEUE,
    cron: '* * * * *',
    run: async (now) => {
      const result = await evaluateAlerts(pool, now);
      return { result, notable: result.opened > 0 || result.closed > 0 };
    },
  };
}
