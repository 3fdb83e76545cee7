import { normal, seededRandom } from '../accuracy/seeded-random.ts';
import type { Fix, LatLng } from '../fix.ts';

/** Hand-made tracks for the rule-by-rule tests: a place, straight moves, seeded noise. */

const METRES_PER_DEGREE = 111_195;
export const MINUTE = 60_000;
export const T0 = Date.UTC(2026, 10, 24, 4, 0, 0);
export const PANAJI: LatLng = { lat: 15.4989, lng: 73.8278 };

export function offset(point: LatLng, northM: number, eastM: number): LatLng {
  return {
    lat: point.lat + northM / METRES_PER_DEGREE,
    lng: point.lng + eastM / (METRES_PER_DEGREE * Math.cos((point.lat * Math.PI) / 180)),
  };
}

export interface ParkedOptions {
  at: LatLng;
  from: number;
  minutes: number;
  everyS?: number;
  /** Metres, per axis: the spread of an error that wanders from fix to fix. */
  jitterM?: number;
  /** Share of fixes thrown 30–80 m off, as wall reflections do. */
  reflections?: number;
  seed?: number;
}

/** Standing still: fixes that wander around the place, now and then a reflection. */
export function parked(options: ParkedOptions): Fix[] {
  const { at, from, minutes, everyS = 30, jitterM = 8, reflections = 0, seed = 1 } = options;
  const next = seededRandom(seed);
  const fixes: Fix[] = [];
  let north = 0;
  let east = 0;
  for (let t = from; t < from + minutes * MINUTE; t += everyS * 1000) {
    north = 0.8 * north + 0.6 * jitterM * normal(next);
    east = 0.8 * east + 0.6 * jitterM * normal(next);
    let point = offset(at, north, east);
    let accuracy = 10 + 10 * next();
    if (next() < reflections) {
      const off = 30 + 50 * next();
      const angle = 2 * Math.PI * next();
      point = offset(at, off * Math.cos(angle), off * Math.sin(angle));
      accuracy = off;
    }
    fixes.push({ time: t, ...point, accuracy, speed: Math.abs(0.1 * normal(next)) });
  }
  return fixes;
}

export interface MoveOptions {
  from: LatLng;
  start: number;
  seconds: number;
  speedMps: number;
  bearingDeg?: number;
  everyS?: number;
  /** Metres, per axis: the spread of an error that wanders (a receiver's is not white noise). */
  jitterM?: number;
  seed?: number;
}

/** A straight move at a steady speed; the fix at `start` is the first, none at the end. */
export function move(options: MoveOptions): Fix[] {
  const {
    from,
    start,
    seconds,
    speedMps,
    bearingDeg = 90,
    everyS = 5,
    jitterM = 3,
    seed = 2,
  } = options;
  const next = seededRandom(seed);
  const bearing = (bearingDeg * Math.PI) / 180;
  const fixes: Fix[] = [];
  // Each fix keeps most of the last one's error, as a receiver's filter does: keep 0.9 a second.
  const keep = 0.9 ** everyS;
  const fresh = Math.sqrt(1 - keep * keep) * jitterM;
  let north = jitterM * normal(next);
  let east = jitterM * normal(next);
  for (let s = 0; s < seconds; s += everyS) {
    const along = speedMps * s;
    north = keep * north + fresh * normal(next);
    east = keep * east + fresh * normal(next);
    const point = offset(from, along * Math.cos(bearing) + north, along * Math.sin(bearing) + east);
    fixes.push({ time: start + s * 1000, ...point, accuracy: 8, speed: speedMps });
  }
  return fixes;
}

/** Where a move of that speed and bearing ends. */
export function moveEnd(from: LatLng, seconds: number, speedMps: number, bearingDeg = 90): LatLng {
  const bearing = (bearingDeg * Math.PI) / 180;
  const along = speedMps * seconds;
  return offset(from, along * Math.cos(bearing), along * Math.sin(bearing));
}
