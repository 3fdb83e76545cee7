import { flatDistance, keepMasked, planarLength, type Track } from './track.ts';

/**
 * Between tall buildings a phone's position jumps 60–200 m for 10–30 s while it still states
 * 10–30 m accuracy: too near for the outlier filter's impossible speed or its 250 m spike, yet
 * each one adds 50–300 m to a ride. Such a jump goes out and comes back, so it is judged between
 * the fixes either side of it, at most this far apart in time.
 */
const MAX_EXCURSION_MS = 45_000;
/** The way out and back must be this much longer than any real movement could have made it. */
const DETOUR_MIN_M = 30;
/**
 * Every fix of the excursion lies this far from where it should be (on the line between the
 * fixes around it, as far along as the phone's speed says), and more than OFF_ACCURACY_FACTOR
 * times its own stated accuracy off: a wall reflection owns up to its 30–80 m with an accuracy
 * about that size, a jump does not.
 */
const OFF_MIN_M = 40;
const OFF_ACCURACY_FACTOR = 2;
/** Without the phone's speed, the pace of the path this long before and after stands in. */
const PACE_WINDOW_MS = 30_000;
/**
 * Room for the phone's speed reading a little low (its Doppler speed is good to a few tenths of
 * a metre a second) or the pace around being slower than through the excursion...
 */
const SPEED_ALLOWANCE = 1.1;
/** ...and for the noise of the two fixes that must agree, on top of the better accuracy. */
const AGREE_SLACK_M = 10;

/** Fixes first+1..last-1 left the path; `detourM` is how much longer they made it. */
interface Excursion {
  first: number;
  last: number;
  detourM: number;
}

const accuracyOf = (track: Track, i: number) => {
  const accuracy = track.accuracy[i] as number;
  return Number.isNaN(accuracy) ? 0 : accuracy;
};

/**
 * Drops excursions: runs of fixes that leave the path and come back further than the person
 * can have moved. How far that is comes from the phone's own speed, integrated over the
 * excursion (a slowdown through a hairpin is measured as the slowdown it was), or, where it gave
 * none, from the pace of the path around it. The fixes either side must agree with each other at that
 * speed, every fix between must be well off the line joining them, and the way through them must
 * be clearly longer than the speed allows: a real sharp turn or U-turn is as long as the speed
 * says, and a steady fast road has no detour at all. A fix just before a jump can look like an
 * excursion from the jumped fixes' side, so overlapping candidates are settled by the larger
 * detour: the whole way out and back beats half of it.
 */
export function dropJumps(track: Track): { track: Track; jumps: number } {
  const n = track.length;
  const { time, speed } = track;
  // Distance along consecutive fixes, so the way from a to c is one subtraction.
  const along = new Float64Array(n);
  for (let i = 1; i < n; i++) along[i] = (along[i - 1] as number) + flatDistance(track, i - 1, i);
  // The phone's own odometer: its speeds integrated over time, each step at the mean of its two
  // ends (one end's where the other gave none). A step with neither counts in `blind`.
  const odometer = new Float64Array(n);
  const blind = new Uint32Array(n);
  for (let i = 1; i < n; i++) {
    const [v0, v1] = [speed[i - 1] as number, speed[i] as number];
    const v = Number.isNaN(v0) ? v1 : Number.isNaN(v1) ? v0 : (v0 + v1) / 2;
    const seconds = ((time[i] as number) - (time[i - 1] as number)) / 1000;
    odometer[i] = (odometer[i - 1] as number) + (Number.isNaN(v) ? 0 : v * seconds);
    blind[i] = (blind[i - 1] as number) + (Number.isNaN(v) ? 1 : 0);
  }
  const paceBetween = (from: number, to: number) => {
    const seconds = ((time[to] as number) - (time[from] as number)) / 1000;
    return seconds > 0 ? ((along[to] as number) - (along[from] as number)) / seconds : 0;
  };
  const paceAround = (a: number, c: number) => {
    let before = a;
    while (before > 0 && (time[a] as number) - (time[before - 1] as number) <= PACE_WINDOW_MS) {
      before--;
    }
    let after = c;
    while (after < n - 1 && (time[after + 1] as number) - (time[c] as number) <= PACE_WINDOW_MS) {
      after++;
    }
    return Math.max(paceBetween(before, a), paceBetween(c, after));
  };
  // How far fix w is from where it should be: on the line from a to c, as far along it as the
  // phone's odometer says (or the clock, without one). A jump along the road is off too.
  const isOff = (w: number, a: number, c: number) => {
    const span =
      blind[c] === blind[a]
        ? [
            (odometer[w] as number) - (odometer[a] as number),
            (odometer[c] as number) - (odometer[a] as number),
          ]
        : [(time[w] as number) - (time[a] as number), (time[c] as number) - (time[a] as number)];
    const f = (span[1] as number) > 0 ? (span[0] as number) / (span[1] as number) : 0;
    const dx =
      (track.x[w] as number) -
      ((track.x[a] as number) + f * ((track.x[c] as number) - (track.x[a] as number)));
    const dy =
      (track.y[w] as number) -
      ((track.y[a] as number) + f * ((track.y[c] as number) - (track.y[a] as number)));
    return planarLength(dx, dy) > Math.max(OFF_MIN_M, OFF_ACCURACY_FACTOR * accuracyOf(track, w));
  };

  /** The excursion from a with the largest detour, if any. */
  const excursionFrom = (a: number): Excursion | undefined => {
    let best: Excursion | undefined;
    for (
      let c = a + 1;
      c < n && (time[c] as number) - (time[a] as number) <= MAX_EXCURSION_MS;
      c++
    ) {
      if (c === a + 1) continue;
      const seconds = ((time[c] as number) - (time[a] as number)) / 1000;
      const moved =
        blind[c] === blind[a]
          ? (odometer[c] as number) - (odometer[a] as number)
          : paceAround(a, c) * seconds;
      const reach = moved * SPEED_ALLOWANCE;
      const direct = flatDistance(track, a, c);
      const detourM = (along[c] as number) - (along[a] as number) - Math.max(direct, reach);
      if (detourM <= DETOUR_MIN_M || detourM <= (best?.detourM ?? 0)) continue;
      // The better of the two ends' accuracies: a fix that owns up to 95 m is no anchor to
      // measure excursions from, or the good fixes beside it would look like one.
      const slack = AGREE_SLACK_M + Math.min(accuracyOf(track, a), accuracyOf(track, c));
      if (direct > reach + slack) continue;
      let allOff = true;
      for (let w = a + 1; allOff && w < c; w++) allOff = isOff(w, a, c);
      if (allOff) best = { first: a, last: c, detourM };
    }
    return best;
  };

  const candidates: Excursion[] = [];
  for (let a = 0; a < n - 2; a++) {
    // An excursion's first fix is off the line from a, so at least OFF_MIN_M from it: most
    // fixes are not, and need no look ahead (1-second fixes would otherwise cost 45 looks each).
    if (flatDistance(track, a, a + 1) <= OFF_MIN_M) continue;
    const excursion = excursionFrom(a);
    if (excursion) candidates.push(excursion);
  }
  // Largest detour first. One that overlaps an excursion already taken is left, though two
  // may share an end: the good fix between two jumps.
  candidates.sort((x, y) => y.detourM - x.detourM || x.first - y.first);
  const END = 1;
  const DROPPED = 2;
  const taken = new Uint8Array(n);
  let jumps = 0;
  for (const { first, last } of candidates) {
    let free = taken[first] !== DROPPED && taken[last] !== DROPPED;
    for (let i = first + 1; free && i < last; i++) free = taken[i] === 0;
    if (!free) continue;
    taken[first] = END;
    taken[last] = END;
    for (let i = first + 1; i < last; i++) taken[i] = DROPPED;
    jumps += last - first - 1;
  }
  const mask = taken.map((t) => (t === DROPPED ? 0 : 1));
  return jumps === 0 ? { track, jumps } : { track: keepMasked(track, mask, n - jumps), jumps };
}
