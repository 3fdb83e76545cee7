import {
  attendanceDayTotals,
  formatHMM,
  formatHMMSS,
  localDayBounds,
  type AttendanceRecord,
} from '@ronda/shared';
import { useNow } from '@/lib/use-now';
import styles from './timeline.module.css';

interface DaySummaryProps {
  records: readonly AttendanceRecord[];
  date: string;
  timeZone: string;
}

/**
 * The day's time over every session (issue 27): what payroll reads. Logged time counts breaks in
 * (the spec's "time logged"); worked time is logged less breaks. It runs while a session is open.
 */
export function DaySummary({ records, date, timeZone }: DaySummaryProps) {
  const open = records.some((r) => r.checkOutTime === null);
  const now = useNow(open ? 1000 : 60_000);
  if (records.length === 0) return null;
  const totals = attendanceDayTotals(records, localDayBounds(date, timeZone), now);
  const count = totals.sessions.length;
  return (
    <div className={styles.summary} data-testid="day-summary">
      <p className={styles.summaryMain}>
        {totals.open ? (
          <>
            Currently logged in for <time>{formatHMMSS(totals.loggedMs)}</time>
          </>
        ) : (
          <>Total time logged: {formatHMM(totals.loggedMs)}</>
        )}
      </p>
      <p className={styles.summaryRest}>
        {count} {count === 1 ? 'session' : 'sessions'} · Breaks: {formatHMM(totals.breakMs)} ·
        Worked: {formatHMM(totals.workedMs)}
      </p>
    </div>
  );
}
