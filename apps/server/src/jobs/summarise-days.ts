import type { Database } from '../db/client.ts';
import { summariseMarkedDays } from '../days/summarise-day.ts';
import type { ScheduledJob } from './scheduled-job.ts';

export const SUMMARISE_DAYS_QUEUE = 'summarise-days';
/** A quarter of a minute's work at most, so a busy company's day in progress never takes a core. */
const BUDGET_MS = 15_000;

/** Every minute: the days marked since (issue 29), so the reports read their summaries. */
export function summariseDaysJob(db: Database): ScheduledJob {
  return {
    queue: SUMMARISE_DAYS_QUEUE,
    cron: '* * * * *',
    run: async () => {
      const result = await summariseMarkedDays(db, () => new Date(), BUDGET_MS);
      return { result, notable: result.left };
    },
  };
}
