import { stepLength, type TripPath } from './trip-path.ts';

/**
 * A halt's fixes lie within this of its first one, plus half of both fixes' stated accuracy. A
 * halted phone's error wanders by 10–30 m over a minute, while a walker at 1.3 m/s is this far
 * off within 20 s, and the phone's own speed (below) tells the two apart first when it has one.
 */
const HALT_RADIUS_M = 20;
/** Doppler speed while standing reads a few tenths; a slow walker's stays near 1 m/s. */
const STILL_MPS = 0.6;

/**
 * A halt is at least this long: a red light, a jam, the pause to put a helmet on and unlock a
 * parked scooter. It is not moving time, and a change of mode happens at one. Estimated from
 * fixes 5–25 s apart, a true 30 s halt reads 20–40 s, so every halt of half a minute or more
 * counts (the minute at a parked vehicle always). Shorter waits (a give-way, a walker at a
 * crossing) stay moving time: a brisk walker's 5–5.5 km/h is only under the walking line with
 * them.
 */
export const HALT_MIN_S = 20;

/** Points first..last of a trip path at one spot, and how long the person was there. */
export interface Halt {
  first: number;
  last: number;
  /**
   * Epoch ms. The person stopped somewhere between the last moving fix and the first still one,
   * and left between the last still one and the next: halfway, in both cases.
   */
  fromMs: number;
  toMs: number;
}

const isStill = (path: TripPath, i: number) => !((path.speeds[i] as number) >= STILL_MPS);

/** Every halt of at least `minS` seconds, in time order, none overlapping. */
export function findHalts(path: TripPath, minS: number): Halt[] {
  const { times, accuracies } = path;
  const n = times.length;
  const halts: Halt[] = [];
  const radius = (i: number, j: number) =>
    HALT_RADIUS_M + ((accuracies[i] || 0) + (accuracies[j] || 0)) / 2;
  let i = 0;
  while (i < n) {
    if (!isStill(path, i)) {
      i++;
      continue;
    }
    let j = i;
    while (j + 1 < n && isStill(path, j + 1) && stepLength(path, i, j + 1) <= radius(i, j + 1)) {
      j++;
    }
    const fromMs = i > 0 ? ((times[i - 1] as number) + (times[i] as number)) / 2 : times[i];
    const toMs = j < n - 1 ? ((times[j] as number) + (times[j + 1] as number)) / 2 : times[j];
    if (j > i && (toMs as number) - (fromMs as number) >= minS * 1000) {
      halts.push({ first: i, last: j, fromMs: fromMs as number, toMs: toMs as number });
      i = j + 1;
    } else {
      i++;
    }
  }
  return halts;
}

/**
 * Seconds of the path spent moving: its duration less its halts, and less the standing still
 * hidden in a single long step. A step of HALT_MIN_S or more that the phone's speed at either end
 * says took far less (the first fix after a stay, 40 s after the stay's last but only 10 s of
 * riding from it; a phone that took no fix at a red light) was mostly standing.
 */
export function movingSeconds(path: TripPath, halts: readonly Halt[]): number {
  const { times, speeds } = path;
  const total = ((times.at(-1) ?? 0) - (times[0] ?? 0)) / 1000;
  let halted = halts.reduce((sum, h) => sum + (h.toMs - h.fromMs) / 1000, 0);
  const inHalt = new Uint8Array(times.length);
  for (const h of halts) inHalt.fill(1, h.first, h.last + 1);
  for (let i = 1; i < times.length; i++) {
    if (inHalt[i - 1] || inHalt[i]) continue;
    const seconds = ((times[i] as number) - (times[i - 1] as number)) / 1000;
    if (seconds < HALT_MIN_S) continue;
    const mps = Math.max(speeds[i - 1] || 0, speeds[i] || 0);
    if (mps < STILL_MPS) continue;
    const standing = seconds - stepLength(path, i - 1, i) / mps;
    if (standing >= HALT_MIN_S) halted += standing;
  }
  return Math.max(0, total - halted);
}
