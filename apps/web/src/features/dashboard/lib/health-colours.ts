/** console.md §9's colour bands, as names the styles know. */
export type Health = 'good' | 'fair' | 'poor' | 'unknown';

/** Battery as a fraction 0–1: above 50% green, above 20% orange, else red; grey if unknown. */
export function batteryHealth(level: number | null): Health {
  if (level === null || !Number.isFinite(level)) return 'unknown';
  if (level > 0.5) return 'good';
  if (level > 0.2) return 'fair';
  return 'poor';
}

/** Accuracy in metres: under 10 m green, under 50 m orange, else red. */
export function accuracyHealth(metres: number | null): Health {
  if (metres === null || !Number.isFinite(metres)) return 'unknown';
  if (metres < 10) return 'good';
  if (metres < 50) return 'fair';
  return 'poor';
}
