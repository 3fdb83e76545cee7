import { flatDistance, keepMasked, planarLength, type Track } from './track.ts';

/**
 * A fix thrown this far out and straight back is not a reflection off a wall (30–80 m, the stay
 * detector's business) but a wild fix: a cell-tower position, a multipath ghost.
 */
const SPIKE_MIN_M = 250;
/** Wild fixes in a row that a look-ahead still recognises as wild. */
const MAX_WILD_RUN = 3;

export interface OutlierOptions {
  maxSpeedKmh: number;
  /** Out-and-back is only judged between fixes this close in time. */
  gapMs: number;
}

/** Distance from fix w to the segment a–b, flat metres. */
function offSegment(track: Track, w: number, a: number, b: number): number {
  const ax = track.x[a] as number;
  const ay = track.y[a] as number;
  const bx = (track.x[b] as number) - ax;
  const by = (track.y[b] as number) - ay;
  const px = (track.x[w] as number) - ax;
  const py = (track.y[w] as number) - ay;
  const lengthSq = bx * bx + by * by;
  const t = lengthSq === 0 ? 0 : Math.max(0, Math.min(1, (px * bx + py * by) / lengthSq));
  return planarLength(px - t * bx, py - t * by);
}

/**
 * Drops fixes that need an impossible speed from their neighbours, and single fixes that jump
 * far out and straight back (a wild fix while parked needs no impossible speed: 600 m in the
 * 45 s between parked fixes is 48 km/h). A fix too far from the last good one is judged by the
 * fixes after it, so a wild fix never takes its good neighbour down with it: if one of the next
 * few agrees with the last good fix, the ones before it were wild; if none does and the last
 * good fix was the day's first, that one was. The day's first and last fixes, with a neighbour
 * on one side only, are judged against the two fixes beside them. Speeds allow for both fixes'
 * stated accuracy; a steady track at any speed is believed (it is what the phone saw).
 */
export function dropOutliers(
  track: Track,
  options: OutlierOptions,
): { track: Track; outliers: number } {
  const n = track.length;
  const maxMps = options.maxSpeedKmh / 3.6;
  const slack = (i: number) => {
    const accuracy = track.accuracy[i] as number;
    return Number.isNaN(accuracy) ? 0 : accuracy;
  };
  const reachable = (a: number, b: number) => {
    const seconds = Math.max(
      1,
      Math.abs((track.time[b] as number) - (track.time[a] as number)) / 1000,
    );
    return flatDistance(track, a, b) - slack(a) - slack(b) <= maxMps * seconds;
  };
  const isSpike = (a: number, w: number, b: number) =>
    (track.time[b] as number) - (track.time[a] as number) <= options.gapMs &&
    flatDistance(track, a, w) >= SPIKE_MIN_M &&
    flatDistance(track, w, b) >= SPIKE_MIN_M &&
    offSegment(track, w, a, b) > Math.max(SPIKE_MIN_M, flatDistance(track, a, b));

  const mask = new Uint8Array(n);
  let kept = 0;
  let last = -1;
  let beforeLast = -1;
  const keep = (i: number) => {
    mask[i] = 1;
    kept++;
    beforeLast = last;
    last = i;
  };
  // Out and back with one neighbour: far from both fixes on its one side, which are close.
  const isEndJump = (w: number, a: number, b: number) =>
    a >= 0 &&
    b >= 0 &&
    b < n &&
    Math.abs((track.time[b] as number) - (track.time[w] as number)) <= options.gapMs &&
    offSegment(track, w, a, b) > Math.max(SPIKE_MIN_M, flatDistance(track, a, b));
  let i = 0;
  while (i < n) {
    if (last < 0 || reachable(last, i)) {
      const wild =
        last >= 0
          ? i + 1 < n
            ? isSpike(last, i, i + 1)
            : isEndJump(i, beforeLast, last)
          : isEndJump(i, i + 1, i + 2);
      if (wild) {
        i++;
        continue;
      }
      keep(i++);
      continue;
    }
    let agreeing = i + 1;
    while (agreeing < n && agreeing <= i + MAX_WILD_RUN && !reachable(last, agreeing)) agreeing++;
    if (agreeing < n && agreeing <= i + MAX_WILD_RUN) {
      i = agreeing;
      continue;
    }
    // Nothing after agrees with the last kept fix. If that was the day's first, it was the wild one.
    if (beforeLast < 0 && i + 1 < n && reachable(i, i + 1)) {
      mask[last] = 0;
      kept--;
      last = -1;
    }
    keep(i++);
  }
  return { track: keepMasked(track, mask, kept), outliers: n - kept };
}
