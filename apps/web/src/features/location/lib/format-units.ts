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

/** Minutes (trip and visit durations): "25 min", "1 hr 5 min", "2 hr". */
export function formatMinutes(minutes: number | null | undefined): string {
  if (!known(minutes) || minutes < 0) return NOT_AVAILABLE;
  const total = Math.round(minutes);
  if (total < 1) return 'Less than 1 min';
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
}

/** Break durations are kept in hours (§3, §9): "0.50 hours". */
export function formatHours(hours: number | null | undefined): string {
  if (!known(hours) || hours < 0) return NOT_AVAILABLE;
  return `${hours.toFixed(2)} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** A running or finished span to the second: "2h 05m 09s", "4m 30s". */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}h ${pad(m)}m ${pad(s)}s` : `${m}m ${pad(s)}s`;
}

/** A finished span to the minute: "8h 30m", "45m". */
export function formatSpan(ms: number): string {
  const minutes = Math.max(0, Math.round(ms / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return h > 0 ? `${h}h ${m}m` : `${m}m`;
}

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
