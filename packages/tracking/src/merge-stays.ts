import { centre, distanceTo, type StayRange } from './stay-range.ts';
import { planarLength, type Track } from './track.ts';

/**
 * Two stays at the same place with nothing but drift (or silence) between them are one: a long
 * parked afternoon whose fixes wander apart now and then must not read as a string of short
 * trips. "Nothing but drift" means no fix between them went further than twice the radius.
 */
function isSamePlace(track: Track, a: StayRange, b: StayRange, radiusM: number): boolean {
  if (planarLength(a.cx - b.cx, a.cy - b.cy) > radiusM) return false;
  for (let i = a.last + 1; i < b.first; i++) {
    if (distanceTo(track, i, a) > 2 * radiusM) return false;
  }
  return true;
}

/** Joins neighbouring stays at one place, recentring the joined stay. */
export function mergeStays(
  track: Track,
  ranges: readonly StayRange[],
  radiusM: number,
): StayRange[] {
  const merged: StayRange[] = [];
  for (const range of ranges) {
    const previous = merged.at(-1);
    if (previous && isSamePlace(track, previous, range, radiusM)) {
      previous.last = range.last;
      centre(track, previous);
    } else {
      merged.push({ ...range });
    }
  }
  return merged;
}
