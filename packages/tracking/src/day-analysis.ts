import type { LatLng } from './fix.ts';
import type { TripType } from './trip-type.ts';

/** Somewhere the person stayed for at least the stop threshold. */
export interface Stay {
  /** Epoch ms of the first and last fix seen there. */
  start: number;
  end: number;
  /** The component-wise median of its fixes: one wall reflection cannot pull it. */
  lat: number;
  lng: number;
  fixCount: number;
}

export interface Trip {
  /**
   * Epoch ms: the last fix of the stay it leaves (or its first fix), to the first of the next.
   * Where the person changed mode at a halt (walked to the parked vehicle, then rode), each mode
   * is a trip of its own: the first ends at the halt's first fix and the next starts at its last,
   * both at the halt's centre, with null for the stay on that side.
   */
  start: number;
  end: number;
  from: LatLng;
  to: LatLng;
  /**
   * Haversine along the cleaned (not simplified) fixes, from the stay's centre to the next
   * stay's centre; a step shorter than 3× the fix's stated accuracy waits to be counted with
   * the next one, so a slow walk's jitter does not add up.
   */
  distanceM: number;
  durationS: number;
  averageSpeedKmh: number;
  /** Fastest stretch of at least 15 s along that same path, never below the average. */
  maxSpeedKmh: number;
  /**
   * From the moving part: the distance over the time not spent in halts of 20 s or more (red
   * lights, jams), against tripTypeOf's lines. A walk split off a ride (see `start`) is walking.
   */
  type: TripType;
  /** Douglas-Peucker simplified. */
  path: LatLng[];
  /** `path` as a Google polyline, precision 5. */
  encodedPolyline: string;
  /** Cleaned fixes between the two ends (the stays' and a halt's own fixes are not counted). */
  fixCount: number;
  /**
   * Index into `stays`; null when the trip starts or ends at a gap, the edge of the day, or a
   * change of mode.
   */
  fromStay: number | null;
  toStay: number | null;
}

/**
 * No usable fix for longer than the gap threshold: shown as a gap, never as movement. No trip
 * crosses one. A stay may: the phone fell silent and woke at the same place.
 */
export interface Gap {
  /** Epoch ms of the last fix before and the first fix after the silence. */
  from: number;
  to: number;
  fromPoint: LatLng;
  toPoint: LatLng;
}

export interface DroppedCounts {
  /** Accuracy worse than the limit, or not a position at all (non-finite or out of range). */
  inaccurate: number;
  /**
   * Would need an impossible speed, jump far out and straight back, or leave the path and come
   * back faster than the phone says it moved (a city-canyon jump of 60–200 m).
   */
  outliers: number;
  /** Same time and position as another fix (a re-sent upload). */
  duplicates: number;
}

export interface DayAnalysis {
  trips: Trip[];
  stays: Stay[];
  gaps: Gap[];
  dropped: DroppedCounts;
  /** Fixes used after cleaning; with `dropped` it adds up to the input. */
  fixCount: number;
}
