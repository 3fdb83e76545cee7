import type { DistanceReport } from '@ronda/shared';
import { useMemo } from 'react';
import { dayLabel } from '../lib/report-format';
import { kmText } from '../lib/distance-format';
import { daysOfRange } from '../lib/report-period';
import { DayBarChart, topDay, type DayBar } from './day-bar-chart';

/** Km per day of the period, summed over the people shown; a day not over is marked so. */
export function kmPerDay(report: DistanceReport): DayBar[] {
  const byDay = new Map(daysOfRange(report).map((date) => [date, { km: 0, pending: false }]));
  for (const person of report.people) {
    for (const day of person.days) {
      const sum = byDay.get(day.date);
      if (!sum) continue;
      sum.km += day.km;
      sum.pending ||= day.pending;
    }
  }
  // Sums of 2-decimal km drift by a hair in binary: rounded back to what the report shows.
  return [...byDay].map(([date, { km, pending }]) => ({
    date,
    value: Math.round(km * 100) / 100,
    pending,
  }));
}

/** Km travelled per day; the sentence under it names the longest day and the period's total. */
export function KmChart({ report, whose }: { report: DistanceReport; whose: string }) {
  const bars = useMemo(() => kmPerDay(report), [report]);
  const longest = topDay(bars);
  const caption = longest
    ? `Km per day by ${whose}: most on ${dayLabel(longest.date)} (${kmText(longest.value)}); ` +
      `${kmText(report.totals.km)} in all.`
    : `No km travelled by ${whose} in this period.`;
  return <DayBarChart bars={bars} format={kmText} caption={caption} />;
}
