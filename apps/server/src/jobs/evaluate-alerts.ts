import type pg from 'pg';
import { evaluateAlerts } from '../alerts/evaluate-alerts.ts';
import type { ScheduledJob } from './scheduled-job.ts';

export const EVALUATE_ALERTS_QUEUE = 'evaluate-alerts';

/** Every minute: the alerts defined by time passing (silence, no punch-in, overdue, away). */
export function evaluateAlertsJob(pool: pg.Pool, pushed?: () => void): ScheduledJob {
  return {
    queue: EVALUATE_ALERTS_QUEUE,
    cron: '* * * * *',
    run: async (now) => {
      const result = await evaluateAlerts(pool, now);
      // The alerts' push messages go now, not at the next minute's send-push run.
      if (result.pushes > 0) pushed?.();
      return { result, notable: result.opened > 0 || result.closed > 0 };
    },
  };
}
