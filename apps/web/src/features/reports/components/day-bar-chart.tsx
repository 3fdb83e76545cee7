import { useId } from 'react';
import { dayLabel } from '../lib/report-format';
import styles from './day-bar-chart.module.css';

export interface DayBar {
  date: string;
  value: number;
  /** The day is not over: drawn lighter, its bar still growing. */
  pending?: boolean;
}

interface DayBarChartProps {
  bars: readonly DayBar[];
  /** A bar's value as its tooltip and the scale read it: "7:55", "12.40 km". */
  format: (value: number) => string;
  /** The text alternative, shown under the bars: what the chart says in a sentence. */
  caption: string;
}

/** The drawing's own units: one bar per day, stretched to the box's width. */
const BAR = 10;
const HEIGHT = 100;

/**
 * One bar per day of the period as plain SVG (no chart library for a few small charts). Nothing
 * to draw leaves only the caption, which then says so.
 */
export function DayBarChart({ bars, format, caption }: DayBarChartProps) {
  const captionId = useId();
  const max = bars.reduce((top, b) => Math.max(top, b.value), 0);
  const first = bars[0];
  const last = bars[bars.length - 1];
  return (
    <figure className={styles.figure}>
      {max > 0 && (
        <div className={styles.chart}>
          <span className={styles.scale} aria-hidden>
            {format(max)}
          </span>
          <svg
            className={styles.svg}
            viewBox={`0 0 ${bars.length * BAR} ${HEIGHT}`}
            preserveAspectRatio="none"
            role="img"
            aria-labelledby={captionId}
          >
            {bars.map((bar, i) => {
              const height = (bar.value / max) * HEIGHT;
              return (
                <rect
                  key={bar.date}
                  x={i * BAR + 1}
                  y={HEIGHT - height}
                  width={BAR - 2}
                  height={height}
                  className={bar.pending ? styles.pending : styles.bar}
                >
                  <title>
                    {`${dayLabel(bar.date)}: ${format(bar.value)}${bar.pending ? ', not over yet' : ''}`}
                  </title>
                </rect>
              );
            })}
          </svg>
          {first && last && (
            <span className={styles.axis} aria-hidden>
              <span>{dayLabel(first.date)}</span>
              <span>{dayLabel(last.date)}</span>
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

/** The day with the most, for the caption; undefined when every day is nothing. */
export function topDay(bars: readonly DayBar[]): DayBar | undefined {
  return bars.reduce<DayBar | undefined>(
    (top, b) => (b.value > 0 && (!top || b.value > top.value) ? b : top),
    undefined,
  );
}
