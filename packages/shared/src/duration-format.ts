/**
 * How durations read everywhere in Ronda (issue 27): h:mm for a span, h:mm:ss for a clock that
 * runs, and hours with two decimals plus the minutes where the spec asks for hours.
 */
const two = (n: number) => String(n).padStart(2, '0');

/** A finished span to the minute: "0:12", "8:30", "26:05". */
export function formatHMM(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  return `${Math.floor(minutes / 60)}:${two(minutes % 60)}`;
}

/** A running clock to the second: "0:04:09", "2:05:09". */
export function formatHMMSS(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 3600)}:${two(Math.floor((seconds % 3600) / 60))}:${two(seconds % 60)}`;
}

/** Hours as the spec keeps them, with the minutes a person reads: "0.20 hours · 12 min". */
export function formatHoursWithMinutes(hours: number): string {
  const minutes = Math.round(hours * 60);
  return `${hours.toFixed(2)} ${hours.toFixed(2) === '1.00' ? 'hour' : 'hours'} · ${minutes} min`;
}
