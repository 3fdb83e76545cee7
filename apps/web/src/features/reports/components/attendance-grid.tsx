import {
  ATTENDANCE_LETTERS,
  ATTENDANCE_STATUSES,
  type AttendanceReportPerson,
} from '@ronda/shared';
import { useMemo } from 'react';
import { cellLabel, columnHead, dayLabel, STATUS_WORDS } from '../lib/report-format';
import styles from './attendance-grid.module.css';

interface AttendanceGridProps {
  people: readonly AttendanceReportPerson[];
  /** Every day of the period, in order: the columns. */
  days: readonly string[];
  timeZone: string;
  caption: string;
}

/** The legend's statuses: the two blanks (a day not over, before joining or after leaving) as one. */
const LEGEND = ATTENDANCE_STATUSES.filter((s) => s !== 'not-employed');

/**
 * Person × day: each cell the day's letter, coloured by status, its whole story in its label.
 * The grid scrolls sideways in its own box with the names held in place; the page never does.
 */
export function AttendanceGrid({ people, days, timeZone, caption }: AttendanceGridProps) {
  const rows = useMemo(
    () =>
      people.map((person) => ({
        person,
        byDate: new Map(person.days.map((day) => [day.date, day])),
      })),
    [people],
  );
  return (
    <>
      <ul className={styles.legend} aria-label="Key">
        {LEGEND.map((status) => (
          <li key={status}>
            <span className={styles.swatch} data-status={status} aria-hidden>
              {ATTENDANCE_LETTERS[status]}
            </span>
            {status === 'pending' ? 'Not over yet or not employed' : STATUS_WORDS[status]}
          </li>
        ))}
        <li>
          <span className={styles.swatch} data-late aria-hidden />
          Late or left early
        </li>
      </ul>
      {/* Focusable so the keyboard can scroll it; named for the reader who lands on it. */}
      <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
        <table className={styles.grid}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className={styles.corner}>
                Name
              </th>
              {days.map((date, i) => {
                const head = columnHead(date, i === 0);
                return (
                  <th key={date} scope="col" title={dayLabel(date)} className={styles.day}>
                    <span className={styles.weekday}>{head.weekday}</span>
                    <span>{head.day}</span>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ person, byDate }) => (
              <tr key={person.userId}>
                <th scope="row" className={styles.name}>
                  {person.name}
                </th>
                {days.map((date) => {
                  const day = byDate.get(date);
                  if (!day) return <td key={date} className={styles.cell} />;
                  const label = cellLabel(day, timeZone);
                  return (
                    <td
                      key={date}
                      className={styles.cell}
                      data-status={day.status}
                      data-late={day.late || day.earlyDeparture || undefined}
                      title={label}
                      aria-label={label}
                    >
                      {ATTENDANCE_LETTERS[day.status]}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
