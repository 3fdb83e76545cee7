import type { Fix } from '../fix.ts';
import { normal, seededRandom } from './seeded-random.ts';

/** One stretch of movement as it truly was. */
export interface SyntheticMove {
  start: number;
  end: number;
  distanceM: number;
  walking: boolean;
}

export interface SyntheticDay {
  fixes: Fix[];
  moves: SyntheticMove[];
}

export interface SyntheticDayOptions {
  /** Seconds between fixes, all day long (a phone set to a fixed rate). */
  intervalS: number;
  hours?: number;
  seed?: number;
}

const METRES_PER_DEGREE = 111_195;
const START_MS = Date.UTC(2026, 10, 24, 3, 0, 0);

/**
 * A long field day at a fixed fix rate, for timing the engine at sizes the simulator does not
 * make (it samples like a distance-filtering phone): visits of 20–90 minutes with parked drift
 * and reflections, drives of 10–40 minutes at 25–50 km/h with turns, short walks, two wild
 * fixes. Deterministic for a seed.
 */
export function syntheticDay({
  intervalS,
  hours = 12,
  seed = 1,
}: SyntheticDayOptions): SyntheticDay {
  const next = seededRandom(seed);
  const between = (low: number, high: number) => low + (high - low) * next();
  const gauss = () => normal(next);
  const fixes: Fix[] = [];
  const moves: SyntheticMove[] = [];
  const endMs = START_MS + hours * 3_600_000;
  const stepMs = intervalS * 1000;
  let t = START_MS;
  let north = 0;
  let east = 0;
  let errorNorth = 0;
  let errorEast = 0;
  let phase = 0;
  let accuracy = 10;
  let wasMoving = false;
  const cosLat = Math.cos((15.5 * Math.PI) / 180);

  const emit = (moving: boolean, speed: number) => {
    // The stated accuracy drifts rather than jumps, as a phone's does.
    const [low, high] = moving ? [5, 15] : [10, 40];
    if (moving !== wasMoving) accuracy = between(low, (low + high) / 2);
    wasMoving = moving;
    accuracy = Math.min(high, Math.max(low, accuracy + gauss() * Math.sqrt(intervalS / 7)));
    let stated = accuracy;
    const keep = Math.exp(-intervalS / (moving ? 20 : 90));
    const fresh = Math.sqrt(1 - keep * keep) * (accuracy / 1.51);
    errorNorth = keep * errorNorth + fresh * gauss();
    errorEast = keep * errorEast + fresh * gauss();
    let [n, e] = [north + errorNorth, east + errorEast];
    if (!moving && next() < 0.05) {
      const angle = between(0, 2 * Math.PI);
      const off = between(30, 80);
      [n, e] = [north + off * Math.cos(angle), east + off * Math.sin(angle)];
      stated = off;
    }
    fixes.push({
      time: t,
      lat: 15.5 + n / METRES_PER_DEGREE,
      lng: 73.8 + e / (METRES_PER_DEGREE * cosLat),
      accuracy: Math.round(stated * 10) / 10,
      speed: moving ? Math.max(0, speed + gauss() * 0.25) : Math.abs(gauss() * 0.1),
    });
    t += stepMs;
  };

  while (t < endMs) {
    const stayEnd = t + between(20, 90) * 60_000;
    while (t < stayEnd && t < endMs) emit(false, 0);
    const walking = phase++ % 3 === 2;
    const moveEnd = t + (walking ? between(5, 15) : between(10, 40)) * 60_000;
    let heading = between(0, 2 * Math.PI);
    const cruise = walking ? 1.3 : between(7, 14);
    const move: SyntheticMove = { start: t, end: t, distanceM: 0, walking };
    while (t < moveEnd && t < endMs) {
      if (next() < intervalS / 60) heading += between(-Math.PI / 2, Math.PI / 2);
      north += cruise * intervalS * Math.cos(heading);
      east += cruise * intervalS * Math.sin(heading);
      move.distanceM += cruise * intervalS;
      move.end = t;
      emit(true, cruise);
    }
    if (move.end > move.start) moves.push(move);
  }
  // Two wild fixes that claim a good accuracy, a third of the way in and two thirds.
  for (const at of [Math.floor(fixes.length / 3), Math.floor((2 * fixes.length) / 3)]) {
    const fix = fixes[at];
    if (fix) fixes[at] = { ...fix, lat: fix.lat + 0.012, lng: fix.lng - 0.009 };
  }
  return { fixes, moves };
}
