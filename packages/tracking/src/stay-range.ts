import { medianOf } from './median.ts';
import { flatDistance, planarLength, type Track } from './track.ts';

/** Fixes first..last (inclusive) of a track, and their robust centre in flat metres. */
export interface StayRange {
  first: number;
  last: number;
  cx: number;
  cy: number;
}

/**
 * A fix at a stay's edge that the phone says was moving this fast belongs to the trip: walking
 * is 1–1.5 m/s, while a still phone's Doppler speed stays within a few tenths.
 */
const MOVING_MPS = 1;

const isMoving = (track: Track, i: number) => (track.speed[i] as number) >= MOVING_MPS;

/** The median of the fixes: one wall reflection cannot pull it, as it would a mean. */
export function centre(track: Track, range: StayRange): void {
  range.cx = medianOf(track.x, range.first, range.last);
  range.cy = medianOf(track.y, range.first, range.last);
}

export const distanceTo = (track: Track, i: number, range: StayRange) =>
  planarLength((track.x[i] as number) - range.cx, (track.y[i] as number) - range.cy);

/**
 * Drops the arrival and departure from a stay's ends: fixes the phone says were moving (or
 * whose inner neighbour it says was: a walker's phone reads below 1 m/s now and then, and a
 * road can pass close by the door), and with `radiusM`, fixes still inside the radius but well
 * off the centre. That gives trips their true ends and stays their true times, and it unmasks
 * a pause that only looked long because the walk up to it and the ride away from it were
 * inside the radius (a walk, a minute's pause, then a ride).
 */
export function trimEnds(track: Track, range: StayRange, radiusM = Infinity): void {
  const off = (i: number, inner: number) =>
    isMoving(track, i) || isMoving(track, inner) || distanceTo(track, i, range) > radiusM / 2;
  while (range.first < range.last && off(range.first, range.first + 1)) range.first++;
  while (range.last > range.first && off(range.last, range.last - 1)) range.last--;
}

/**
 * The person reached the place between the last fix away and the first there (and left between
 * the last there and the next away), but a phone that fixes every 30–60 s while still may leave
 * a minute of the visit before its first fix or after its last. Closer fixes than this apart are
 * read for when the person arrived or left; a longer wait says nothing.
 */
const PRESENCE_STEP_MAX_MS = 90_000;

/** The speed to read a crossing by: the phone's, or without one the pace of the step beyond. */
function speedAt(track: Track, outer: number, beyond: number): number {
  const reported = track.speed[outer] as number;
  if (!Number.isNaN(reported) || beyond < 0 || beyond >= track.length) return reported;
  const seconds = Math.abs((track.time[beyond] as number) - (track.time[outer] as number)) / 1000;
  return seconds > 0 && seconds <= 30 ? flatDistance(track, outer, beyond) / seconds : Number.NaN;
}

/**
 * When the person passed the stay's edge between fix `inner` (at the stay) and fix `outer`
 * (away): as far back from `outer` as its distance from the centre takes at its speed; at
 * `outer` itself when the phone says it was still then (a reflection or drift trimmed off the
 * stay's end, not the way out); halfway with no speed at all. Never outside the two fixes' times.
 */
function crossing(track: Track, inner: number, outer: number, range: StayRange): number {
  const tInner = track.time[inner] as number;
  const tOuter = track.time[outer] as number;
  const stepMs = Math.abs(tOuter - tInner);
  if (stepMs > PRESENCE_STEP_MAX_MS) return tInner;
  const mps = speedAt(track, outer, outer + Math.sign(outer - inner));
  let travelMs = stepMs / 2;
  if (mps >= MOVING_MPS) {
    travelMs = Math.min(stepMs, (distanceTo(track, outer, range) / mps) * 1000);
  } else if (mps >= 0) {
    travelMs = 0;
  }
  return tOuter + (tOuter < tInner ? travelMs : -travelMs);
}

/**
 * How long the person was at the stay: from the arrival to the departure read off the fixes
 * either side (see `crossing`), not only from its first fix to its last. A 3-minute parcel drop
 * whose fixes span 2½ of them is 3 minutes at the place. Needs the centre.
 */
export function presenceMs(track: Track, range: StayRange): number {
  const arrived =
    range.first > 0
      ? crossing(track, range.first, range.first - 1, range)
      : track.time[range.first];
  const left =
    range.last < track.length - 1
      ? crossing(track, range.last, range.last + 1, range)
      : track.time[range.last];
  return (left as number) - (arrived as number);
}

/** The most `presenceMs` can add to a range's span: the steps to its two outer fixes. */
export function presenceBoundMs(track: Track, first: number, last: number): number {
  const step = (a: number, b: number) => {
    const ms = (track.time[b] as number) - (track.time[a] as number);
    return ms <= PRESENCE_STEP_MAX_MS ? ms : 0;
  };
  const before = first > 0 ? step(first - 1, first) : 0;
  const after = last < track.length - 1 ? step(last, last + 1) : 0;
  return (track.time[last] as number) - (track.time[first] as number) + before + after;
}
