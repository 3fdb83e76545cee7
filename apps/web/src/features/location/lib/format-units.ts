import { formatHMM, formatHMMSS, formatHoursWithMinutes } from '@ronda/shared';

/** console.md §2, §9: how the page writes distances, speeds, durations and readings. */
export const NOT_AVAILABLE = 'N/A';

const known = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Kilometres with 2 decimals. */
export function formatKm(km: number | null | undefined): string {
  return known(km) ? `${km.toFixed(2)} km` : NOT_AVAILABLE;
}

/** km/h with 1 decimal. */
export function formatSpeed(kmh: number | null | undefined): string {
  return known(kmh) ? `${kmh.toFixed(1)} km/h` : NOT_AVAILABLE;
}

/** Minutes (trip and visit durations) as h:mm, "0:25", "1:05" (issue 27: one way to read time). */
export function formatMinutes(minutes: number | null | undefined): string {
  if (!known(minutes) || minutes < 0) return NOT_AVAILABLE;
  return formatHMM(minutes * 60_000);
}

/** Break durations are kept in hours (§3, §9), with the minutes beside: "0.20 hours · 12 min". */
export function formatHours(hours: number | null | undefined): string {
  if (!known(hours) || hours < 0) return NOT_AVAILABLE;
  return formatHoursWithMinutes(hours);
}

/** A running span to the second: "2:05:09", "0:04:30". */
export const formatElapsed = formatHMMSS;

/** A finished span to the minute: "8:30", "0:45". */
export const formatSpan = formatHMM;

/** Battery as the record keeps it, a fraction 0–1. */
export function formatBattery(level: number | null | undefined): string {
  return known(level) ? `${Math.round(level * 100)}%` : NOT_AVAILABLE;
}

/** "12 meters", for "Accurate to: 12 meters". */
export function formatAccuracy(metres: number | null | undefined): string {
  return known(metres) ? `${Math.round(metres)} meters` : NOT_AVAILABLE;
}

export function formatCoordinates(point: { lat: number; lng: number }): string {
  return `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;
}

/** "driving" → "Driving". */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
