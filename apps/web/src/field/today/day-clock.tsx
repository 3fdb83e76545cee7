import { formatHMM, formatHMMSS, localDayBounds } from '@ronda/shared';
import { currentSession, dayTotals, phaseOf, type DayState } from './day-state';
import styles from './today-screen.module.css';

export const clock = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-IN', { timeStyle: 'short', timeZone }).format(new Date(iso));

interface DayClockProps {
  day: DayState;
  date: string;
  timeZone: string;
  now: number;
}

/**
 * Where the day stands and its hours over every session (issue 27): a second punch-in adds to the
 * morning, it does not start the count again. Running clocks show seconds, so they visibly run.
 */
export function DayClock({ day, date, timeZone, now }: DayClockProps) {
  const phase = phaseOf(day);
  const session = currentSession(day);
  const totals = dayTotals(day, localDayBounds(date, timeZone), now);
  const openBreak = session?.breaks.find((b) => b.endTime === null);
  const earlier = phase === 'done' ? day.sessions : day.sessions.slice(0, -1);
  return (
    <>
      <h1 id="today-title" className={styles.title}>
        {!session
          ? 'Not punched in'
          : phase === 'done'
            ? `Punched out at ${clock(session.punchedOutAt ?? '', timeZone)}`
            : phase === 'on-break'
              ? 'On a break'
              : `Working since ${clock(session.punchedInAt, timeZone)}`}
      </h1>
      <p className={styles.timer} aria-label="Hours worked today">
        {totals.open ? formatHMMSS(totals.workedMs) : formatHMM(totals.workedMs)}
      </p>
      {totals.open && day.sessions.length > 1 ? (
        <p className={styles.breakTimer}>
          This session: {formatHMMSS(totals.open.loggedMs - totals.open.breakMs)}
        </p>
      ) : null}
      {openBreak ? (
        <p className={styles.breakTimer}>
          Break ({openBreak.reason}): {formatHMMSS(now - Date.parse(openBreak.startTime))}
        </p>
      ) : null}
      {earlier.length > 0 && day.sessions.length > 1 ? (
        <ul className={styles.sessions} aria-label="Sessions today">
          {earlier.map((s) => (
            <li key={s.punchedInAt}>
              {clock(s.punchedInAt, timeZone)} –{' '}
              {s.punchedOutAt ? clock(s.punchedOutAt, timeZone) : 'now'}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
