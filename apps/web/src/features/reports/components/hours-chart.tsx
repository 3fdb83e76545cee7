import type { AttendanceReportPerson } from '@ronda/shared';
import { useMemo } from 'react';
import { dayLabel, hoursOf } from '../lib/report-format';
import { DayBarChart, topDay } from './day-bar-chart';

interface HoursChartProps {
  people: readonly AttendanceReportPerson[];
  days: readonly string[];
  /** Whose hours, for the text: "everyone shown" or "you". */
  whose: string;
}

/** Minutes worked per day, summed over the people shown. */
export function workedPerDay(people: readonly AttendanceReportPerson[], days: readonly string[]) {
  const byDay = new Map(days.map((d) => [d, 0]));
  for (const person of people) {
    for (const day of person.days) {
      const sum = byDay.get(day.date);
      if (sum !== undefined) byDay.set(day.date, sum + day.workedMinutes);
    }
  }
  return days.map((date) => ({ date, value: byDay.get(date) ?? 0 }));
}

/** Hours worked per day; the sentence under it names the busiest day and the period's total. */
export function HoursChart({ people, days, whose }: HoursChartProps) {
  const bars = useMemo(() => workedPerDay(people, days), [people, days]);
  const total = bars.reduce((n, b) => n + b.value, 0);
  const busiest = topDay(bars);
  const caption = busiest
    ? `Hours worked per day by ${whose}: most on ${dayLabel(busiest.date)} ` +
      `(${hoursOf(busiest.value)}); ${hoursOf(total)} in all.`
    : `No hours worked by ${whose} in this period.`;
  return <DayBarChart bars={bars} format={hoursOf} caption={caption} />;
}
