import type { ReportMailDeps } from '../features/reports/report-mail.service.ts';
import { sendDueReports } from '../features/reports/report-mail.service.ts';
import type { ScheduledJob } from './scheduled-job.ts';

export const SEND_SCHEDULED_REPORTS_QUEUE = 'send-scheduled-reports';

/**
 * Hourly: the report e-mails whose period has begun (issue 29). A slot is sent once, whichever
 * process runs the job (see report-mail.service.ts); a failed send is tried again next hour.
 */
export function sendScheduledReportsJob(deps: ReportMailDeps): ScheduledJob {
  return {
    queue: SEND_SCHEDULED_REPORTS_QUEUE,
    cron: '5 * * * *',
    run: async (now) => {
      const result = await sendDueReports(deps, now);
      return { result, notable: result.sent > 0 || result.failed > 0 };
    },
  };
}
