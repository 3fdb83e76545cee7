import { reportSchedulesRequestSchema, type ReportSchedulesResponse } from '@ronda/shared';
import { ravi } from './test-fixtures';

/** A reply as the harness sends it; spelt here too, so this file need not import the harness. */
interface ScheduleReply {
  status: number;
  body: unknown;
}

/** How the harness answers /api/reports/schedules: the method, and a PUT's body as sent. */
export type ScheduleAnswer = (method: string, body: unknown) => ScheduleReply;

/** The admin's report e-mails as the server answers them: none yet, e-mail set up. */
export const schedules = (
  over: Partial<ReportSchedulesResponse> = {},
): ReportSchedulesResponse => ({
  is_success: true,
  emailConfigured: true,
  email: ravi.email,
  monthly: false,
  weekly: false,
  alertsDaily: false,
  lastSent: { monthly: null, weekly: null },
  ...over,
});

/**
 * The server's side of it: GET answers what is stored; PUT checks its body as the server
 * would, stores it and answers it, unless `failPut` answers instead (and nothing is stored).
 */
export function scheduleServer(
  start: ReportSchedulesResponse = schedules(),
  failPut?: () => ScheduleReply,
): ScheduleAnswer {
  let stored = start;
  return (method, body) => {
    if (method !== 'PUT') return { status: 200, body: stored };
    if (failPut) return failPut();
    stored = { ...stored, ...reportSchedulesRequestSchema.parse(body) };
    return { status: 200, body: stored };
  };
}
