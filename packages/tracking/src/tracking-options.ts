export interface TrackingOptions {
  /** Fixes whose stated accuracy is worse than this are dropped; a null accuracy is kept. */
  accuracyLimitM: number;
  /** A fix that needs more than this from its neighbours is an outlier. */
  maxSpeedKmh: number;
  /** The spec's stopThreshold, minutes: a stay lasts at least this long. */
  stopThresholdMin: number;
  /** A stay's fixes lie within this of its centre (a few excursions aside). */
  stayRadiusM: number;
  /** The spec's timeGapThreshold, minutes: no fix for longer than this is a gap. */
  timeGapThresholdMin: number;
  /** Douglas-Peucker tolerance for trip paths, degrees. */
  simplifyDeg: number;
}

/** The spec's defaults (console.md §7) for the thresholds and simplify; the rest are ours. */
export const DEFAULT_TRACKING_OPTIONS: TrackingOptions = Object.freeze({
  accuracyLimitM: 100,
  maxSpeedKmh: 250,
  stopThresholdMin: 5,
  stayRadiusM: 100,
  timeGapThresholdMin: 10,
  simplifyDeg: 0.00003,
});

/**
 * Inclusive bounds. The thresholds and simplify match what the server accepts from the Live
 * Location page (TRACKING_LIMITS in @ronda/shared), so anything it lets through is valid here.
 */
const LIMITS: Readonly<Record<keyof TrackingOptions, readonly [number, number]>> = {
  accuracyLimitM: [1, 10_000],
  maxSpeedKmh: [10, 2_000],
  stopThresholdMin: [1, 120],
  stayRadiusM: [10, 1_000],
  timeGapThresholdMin: [1, 240],
  simplifyDeg: [0, 0.01],
};

const KEYS = Object.keys(LIMITS) as (keyof TrackingOptions)[];

/**
 * Fills in the defaults and checks every value. The server maps its own query ranges first; this
 * is defence in depth, so a bad value fails loudly here instead of giving a strange day.
 */
export function validateTrackingOptions(options: Partial<TrackingOptions>): TrackingOptions {
  const filled: TrackingOptions = { ...DEFAULT_TRACKING_OPTIONS };
  for (const key of KEYS) {
    const value = options[key];
    if (value === undefined) continue;
    const [min, max] = LIMITS[key];
    if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
      throw new RangeError(`${key} must be a number from ${min} to ${max}, got ${String(value)}`);
    }
    filled[key] = value;
  }
  return filled;
}
