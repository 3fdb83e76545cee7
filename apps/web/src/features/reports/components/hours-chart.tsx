import type { AttendanceReportPerson } from '@ronda/shared';
import { useId, useMemo } from 'react';
import { dayLabel, hoursOf } from '../lib/report-format';
import styles from './hours-chart.module.css';

interface HoursChartProps {
  people: readonly AttendanceReportPerson[];
  days: readonly string[];
  /** Whose hours, for the text: "everyone shown" or "you". */
  whose: string;
}

/** The drawing's own units: one bar per day, stretched to the box's width. */
const BAR = 10;
const HEIGHT = 100;

/** Minutes worked per day, summed over the people shown. */
export function workedPerDay(people: readonly AttendanceReportPerson[], days: readonly string[]) {
  const byDay = new Map(days.map((d) => [d, 0]));
  for (const person of people) {
    for (const day of person.days) {
      const sum = byDay.get(day.date);
      if (sum !== undefined) byDay.set(day.date, sum + day.workedMinutes);
    }
  }
  return days.map((date) => ({ date, minutes: byDay.get(date) ?? 0 }));
}

/**
 * Hours worked per day, as plain SVG bars (no chart library for one small chart). The sentence
 * under it is the text alternative: the busiest day and the period's total.
 */
export function HoursChart({ people, days, whose }: HoursChartProps) {
  const captionId = useId();
  const bars = useMemo(() => workedPerDay(people, days), [people, days]);
  const total = bars.reduce((n, b) => n + b.minutes, 0);
  const busiest = bars.reduce<(typeof bars)[number] | undefined>(
    (top, b) => (!top || b.minutes > top.minutes ? b : top),
    undefined,
  );
  const max = busiest?.minutes ?? 0;
  const first = days[0];
  const last = days[days.length - 1];
  const caption =
    total === 0 || !busiest
      ? `No hours worked by ${whose} in this period.`
      : `Hours worked per day by ${whose}: most on ${dayLabel(busiest.date)} (${hoursOf(max)}); ` +
        `${hoursOf(total)} in all.`;

  return (
    <figure className={styles.figure}>
      {total > 0 && (
        <div className={styles.chart}>
          <span className={styles.scale} aria-hidden>
            {hoursOf(max)}
          </span>
          <svg
            className={styles.svg}
            viewBox={`0 0 ${bars.length * BAR} ${HEIGHT}`}
            preserveAspectRatio="none"
            role="img"
            aria-labelledby={captionId}
          >
            {bars.map((bar, i) => {
              const height = (bar.minutes / max) * HEIGHT;
              return (
                <rect
                  key={bar.date}
                  x={i * BAR + 1}
                  y={HEIGHT - height}
                  width={BAR - 2}
                  height={height}
                  className={styles.bar}
                >
                  <title>{`${dayLabel(bar.date)}: ${hoursOf(bar.minutes)}`}</title>
                </rect>
              );
            })}
          </svg>
          {first && last && (
            <span className={styles.axis} aria-hidden>
              <span>{dayLabel(first)}</span>
              <span>{dayLabel(last)}</span>
            </span>
          )}
        </div>
      )}
      <figcaption id={captionId} className={styles.caption}>
        {caption}
      </figcaption>
    </figure>
  );
}
