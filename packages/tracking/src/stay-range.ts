import { medianOf } from './median.ts';
import { planarLength, type Track } from './track.ts';

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

export const spanMs = (track: Track, range: StayRange) =>
  (track.time[range.last] as number) - (track.time[range.first] as number);
