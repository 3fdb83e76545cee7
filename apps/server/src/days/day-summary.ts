import { TRIP_TYPES, type DayWork, type TripType } from '@ronda/shared';
import type { DayAnalysis } from '@ronda/tracking';

export interface DayKey {
  companyId: string;
  userId: string;
  localDate: string;
}

/** A person's company day, summed up (issue 29; day_summaries). Times are epoch ms. */
export interface DaySummary extends DayKey {
  work: DayWork;
  metresByMode: Record<TripType, number>;
  trips: number;
  /** [start, end, lat, lng] of each place stayed at. */
  stays: [number, number, number, number][];
  /** [from, to] of each silence. */
  gaps: [number, number][];
  silentMinutes: number;
  firstFixAt: number | null;
  lastFixAt: number | null;
  fixCount: number;
}

const MINUTE = 60_000;

/** The first and last fix the analysis saw: the ends of its stays, trips and silences. */
function fixSpan(analysis: DayAnalysis): { first: number | null; last: number | null } {
  let first = Infinity;
  let last = -Infinity;
  const see = (from: number, to: number) => {
    if (from < first) first = from;
    if (to > last) last = to;
  };
  for (const s of analysis.stays) see(s.start, s.end);
  for (const t of analysis.trips) see(t.start, t.end);
  for (const g of analysis.gaps) see(g.from, g.to);
  return Number.isFinite(first) ? { first, last } : { first: null, last: null };
}

/**
 * A day's summary from its sessions and its analysis at the default settings: km by mode is
 * the trips' own distances (never a line across a silence: no trip crosses a gap), and the
 * silences are the gaps, whose distance stays unknown.
 */
export function summaryOf(key: DayKey, work: DayWork, analysis: DayAnalysis): DaySummary {
  const metresByMode = Object.fromEntries(TRIP_TYPES.map((mode) => [mode, 0])) as Record<
    TripType,
    number
  >;
  for (const trip of analysis.trips) metresByMode[trip.type] += trip.distanceM;
  for (const mode of TRIP_TYPES) metresByMode[mode] = Math.round(metresByMode[mode]);
  const span = fixSpan(analysis);
  return {
    ...key,
    work,
    metresByMode,
    trips: analysis.trips.length,
    stays: analysis.stays.map((s) => [s.start, s.end, s.lat, s.lng]),
    gaps: analysis.gaps.map((g) => [g.from, g.to]),
    silentMinutes: Math.round(analysis.gaps.reduce((sum, g) => sum + (g.to - g.from), 0) / MINUTE),
    firstFixAt: span.first,
    lastFixAt: span.last,
    fixCount: analysis.fixCount,
  };
}
