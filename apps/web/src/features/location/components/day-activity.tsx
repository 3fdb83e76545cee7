import { CalendarX, MapPin } from 'lucide-react';
import { useNow } from '@/lib/use-now';
import { useLastKnownLocation } from '../api/get-latest-locations';
import { useDayActivity } from '../hooks/use-day-activity';
import { useLivePosition } from '../hooks/use-live-position';
import { dayState } from '../lib/day-state';
import { formatDay } from '../lib/format-time';
import { lastKnownPoint } from '../lib/last-known';
import { DayView } from './day-view';
import { LoadError } from './load-error';
import { StatusPanel } from './status-panel';
import styles from './day-activity.module.css';

interface DayActivityProps {
  companyId: string;
  employee: { id: string; label: string };
  date: string;
  isToday: boolean;
  timeZone: string;
}

/** One person's day: its calls, their failures, and which of console.md §2's states to show. */
export function DayActivity({ companyId, employee, date, isToday, timeZone }: DayActivityProps) {
  const day = useDayActivity(employee.id, date);
  const live = useLivePosition({ companyId, userId: employee.id, date, enabled: isToday });
  const latest = useLastKnownLocation(companyId, employee.id, live);
  const now = useNow(30_000);
  const calls = [
    { id: 'trips', query: day.tracking, message: 'Failed to load trips' },
    { id: 'attendance', query: day.attendance, message: 'Failed to load attendance' },
    { id: 'work-logs', query: day.workLogs, message: 'Failed to load work logs' },
  ] as const;
  // A failed refresh of data already shown is not worth a message; the data stays.
  const failed = calls.filter((c) => c.query.isError && c.query.data === undefined);
  const lastKnown = latest.data ?? null;
  const state = dayState({
    loading: calls.some((c) => c.query.isLoading) || latest.isLoading,
    failed: failed.length > 0,
    timelineItems: day.timeline.length,
    hasLastKnown: lastKnownPoint(lastKnown) !== null,
  });
  const dayLabel = formatDay(date);
  const view = (
    <DayView
      // A new state starts a new selection: the first trip once trips arrive.
      key={state}
      employeeName={employee.label}
      date={date}
      timeZone={timeZone}
      now={now}
      timeline={day.timeline}
      attendance={day.attendance.data ?? []}
      trips={day.trips}
      lastKnown={lastKnown}
    />
  );
  return (
    <>
      {live && (
        // Quiet on purpose: it only says the day is updating by itself. A past day says nothing.
        <p className={styles.live} role="status">
          <span className={styles.liveDot} aria-hidden />
          Live
        </p>
      )}
      {failed.map((c) => (
        <LoadError key={c.id} message={c.message} onRetry={() => void c.query.refetch()} />
      ))}
      {latest.isError && latest.data === undefined && (
        <LoadError
          message="Failed to load last known location"
          onRetry={() => void latest.refetch()}
        />
      )}
      {state === 'loading' && (
        <StatusPanel busy title="Loading Location Data...">
          Fetching employee activity for {dayLabel}
        </StatusPanel>
      )}
      {state === 'empty' && (
        <StatusPanel title="No Activity Found" icon={<CalendarX size={32} aria-hidden />}>
          {employee.label} has no punches, breaks, work logs, trips or known location for {dayLabel}
          .
        </StatusPanel>
      )}
      {state === 'last-known' && (
        <>
          <StatusPanel title="No Activity Data" icon={<MapPin size={32} aria-hidden />}>
            {employee.label} has no punches, breaks, work logs or trips for {dayLabel}. The map
            shows the last known location.
          </StatusPanel>
          {view}
        </>
      )}
      {state === 'full' && view}
    </>
  );
}
