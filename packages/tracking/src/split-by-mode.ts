import { findHalts, HALT_MIN_S, movingSeconds, type Halt } from './find-halts.ts';
import { slicePath, type TripPath } from './trip-path.ts';
import { tripStats } from './trip-stats.ts';

/** Sustained walking: the moving part no faster than this... */
const WALK_MAX_KMH = 7;
/** ...never riding speed over 15 s (GPS noise lifts a walk's 15 s peaks as high as 12–16 km/h)... */
const WALK_PEAK_KMH = 20;
/**
 * ...and, where the phone gives its speed, at most this share of its fixes above walking speed:
 * a scooter's slow lane out of a gate can average walking pace once the minute it stood at the
 * door is counted, but its phone says 3–4 m/s.
 */
const WALK_FAST_SHARE = 0.2;
/** The phone's speed for a fix taken on the move, slow walkers included. */
const MOVING_MPS = 0.6;
/** Riding or driving: at least twice the walking line of the trip type. */
const RIDE_MIN_KMH = 10;
/** Either side must move for this long: a few steps to a gate are no walk. */
const SUSTAINED_S = 60;
const WALK_MIN_M = 100;
const RIDE_MIN_M = 250;

interface Pace {
  distanceM: number;
  movingS: number;
  kmh: number;
  /** The fastest 15 s: a minute's ride hidden in a long walk shows here, not in the pace. */
  peakKmh: number;
  /**
   * Of the fixes the phone says were moving, the share above walking speed; 0 when none did.
   * A halted fix's speed says nothing about how the person moves.
   */
  fastShare: number;
  movingFixes: number;
}

function paceOf(path: TripPath, first: number, last: number): Pace {
  const part = slicePath(path, first, last);
  const { distanceM, maxSpeedKmh } = tripStats(part);
  const movingS = movingSeconds(part, findHalts(part, HALT_MIN_S));
  const speeds = part.speeds.filter((v) => v >= MOVING_MPS);
  const fast = speeds.filter((v) => v * 3.6 > WALK_MAX_KMH).length;
  return {
    distanceM,
    movingS,
    kmh: movingS > 0 ? (distanceM / movingS) * 3.6 : 0,
    peakKmh: maxSpeedKmh,
    fastShare: speeds.length > 0 ? fast / speeds.length : 0,
    movingFixes: speeds.length,
  };
}

const walked = (p: Pace) =>
  p.movingS >= SUSTAINED_S &&
  p.distanceM >= WALK_MIN_M &&
  p.kmh <= WALK_MAX_KMH &&
  p.peakKmh <= WALK_PEAK_KMH &&
  p.fastShare <= WALK_FAST_SHARE;
/**
 * Whether the whole path is a sustained walk: no faster than a brisk walk while moving, never
 * riding speed, and the phone's own speeds at walking pace.
 */
export const isWalk = (path: TripPath) => walked(paceOf(path, 0, path.times.length - 1));

/**
 * A run between halts that could be part of a walk: by the phone's speeds where it gave them on
 * the move, as the path's pace is not to be trusted over a few fixes (the first step out of a stay starts at
 * its centre, where a slow walker left a minute before).
 */
const likeWalk = (p: Pace) =>
  p.movingFixes > 0 ? p.fastShare <= WALK_FAST_SHARE : p.kmh <= WALK_MAX_KMH;
const rode = (p: Pace) =>
  p.movingS >= SUSTAINED_S && p.distanceM >= RIDE_MIN_M && p.kmh >= RIDE_MIN_KMH;

/** A halt where the mode changed, and on which side of it the person walked. */
export interface ModeChange {
  halt: Halt;
  walk: 'before' | 'after';
}

/**
 * The halts where a trip changes mode: a walk to the parked vehicle, a halt, the ride; or the
 * ride, a halt, the walk from where it was parked; or both. A walk is split off only at either
 * end of the trip, only if all of it is sustained walking (up to the last halt before anything
 * faster; a walk, a wait at a crossing, more walk and the ride split at the vehicle, not at the
 * crossing), and only if what is left is sustained riding: a crawl in a jam between two halts,
 * mid-ride, stays in the ride.
 */
export function modeChanges(path: TripPath): ModeChange[] {
  const halts = findHalts(path, HALT_MIN_S);
  if (halts.length === 0) return [];
  const n = path.times.length;
  // Run k lies between halt k - 1 and halt k. Each must look like walking on its own, or a short
  // ride out of a lane, diluted by a long walk before it, would pass for more of the walk.
  const runLikeWalk = halts
    .map((_, k) => k)
    .concat(halts.length)
    .map((k) => likeWalk(paceOf(path, halts[k - 1]?.last ?? 0, halts[k]?.first ?? n - 1)));
  let start = -1;
  for (let k = 0; k < halts.length && runLikeWalk[k]; k++) {
    if (walked(paceOf(path, 0, (halts[k] as Halt).first))) start = k;
  }
  let end = halts.length;
  for (let k = halts.length - 1; k > start && runLikeWalk[k + 1]; k--) {
    if (walked(paceOf(path, (halts[k] as Halt).last, n - 1))) end = k;
  }
  const before = halts[start];
  const after = halts[end];
  if (!rode(paceOf(path, before?.last ?? 0, after?.first ?? n - 1))) return [];
  const changes: ModeChange[] = [];
  if (before) changes.push({ halt: before, walk: 'before' });
  if (after) changes.push({ halt: after, walk: 'after' });
  return changes;
}
