import type { LatLngTuple } from './geo.ts';
import type { Random } from './prng.ts';
import type { Route } from './road-router.ts';
import { pointAlong, shapeRoute, type ShapedRoute } from './route-shape.ts';
import { MODE_SPECS, kmhToMps, type Traffic, type TripMode } from './travel-modes.ts';

/** One trip timed second by second: where along the path the person is, and how fast. */
export interface LegMotion {
  mode: TripMode;
  shaped: ShapedRoute;
  /** Metres along the path at each whole second from the start; the last entry is the length. */
  distanceAt: Float64Array;
  speedAt: Float64Array;
  durationS: number;
  maxSpeedMps: number;
}

/** A point the person must pass at no more than `speed` m/s, stopping there for `waitS` seconds. */
interface SpeedCap {
  atM: number;
  speed: number;
  waitS: number;
}

/** Below this the person would never reach a full stop point: it is a crawl, not a halt. */
const CREEP_MPS = 0.6;
const MAX_TRIP_S = 6 * 3600;

function speedCaps(
  shaped: ShapedRoute,
  mode: TripMode,
  rng: Random,
  traffic?: Traffic,
): SpeedCap[] {
  const spec = traffic ? { ...MODE_SPECS[mode], ...traffic } : MODE_SPECS[mode];
  const caps: SpeedCap[] = [
    { atM: 0, speed: 0, waitS: 0 },
    { atM: shaped.lengthM, speed: 0, waitS: 0 },
  ];
  for (const bend of shaped.bends) {
    if (bend.turnDeg >= 60) {
      caps.push({ atM: bend.atM, speed: kmhToMps(rng.between(...spec.sharpTurnKmh)), waitS: 0 });
    } else if (bend.turnDeg >= 25) {
      caps.push({ atM: bend.atM, speed: kmhToMps(rng.between(...spec.gentleTurnKmh)), waitS: 0 });
    }
  }
  for (const atM of shaped.junctionsM) {
    if (rng.chance(spec.junctionStopChance)) {
      caps.push({ atM, speed: 0, waitS: Math.round(rng.between(...spec.junctionWaitS)) });
    }
  }
  for (let atM = 250; atM < shaped.lengthM - 250; atM += 500) {
    if (rng.chance(spec.slowdownChance)) {
      const slow = kmhToMps(spec.cruiseKmh[0] * rng.between(0.25, 0.5));
      caps.push({ atM: atM + rng.between(-200, 200), speed: slow, waitS: 0 });
    }
  }
  if (traffic) caps.push(...jamHalts(shaped, traffic, rng));
  caps.sort((a, b) => a.atM - b.atM);
  return traffic ? spaceHalts(caps, traffic.minApartM) : caps;
}

function jamHalts(shaped: ShapedRoute, traffic: Traffic, rng: Random): SpeedCap[] {
  const halts: SpeedCap[] = [];
  for (let atM = 250; atM < shaped.lengthM - 250; atM += 500) {
    if (rng.chance(traffic.jamChance)) {
      const waitS = Math.round(rng.between(...traffic.jamWaitS));
      halts.push({ atM: atM + rng.between(-150, 150), speed: 0, waitS });
    }
  }
  return halts;
}

/** Keeps a halt only if it is far enough past the last one kept; slower points all stay. */
function spaceHalts(caps: readonly SpeedCap[], minApartM: number): SpeedCap[] {
  let lastHaltM = -Infinity;
  return caps.filter((cap) => {
    if (cap.waitS === 0) return true;
    if (cap.atM - lastHaltM < minApartM) return false;
    lastHaltM = cap.atM;
    return true;
  });
}

/** Traffic: the open-road speed changes every few hundred metres, now and then to a crawl. */
function cruiseProfile(lengthM: number, mode: TripMode, rng: Random): (atM: number) => number {
  const spec = MODE_SPECS[mode];
  const base = rng.between(...spec.cruiseKmh);
  const bounds: number[] = [];
  const speeds: number[] = [];
  for (let at = 0; at < lengthM; at += rng.between(300, 900)) {
    const factor = rng.chance(0.1) ? rng.between(0.45, 0.65) : rng.between(0.75, 1.05);
    bounds.push(at);
    speeds.push(kmhToMps(Math.min(spec.maxKmh, base * factor)));
  }
  return (atM) => {
    let i = bounds.length - 1;
    while (i > 0 && (bounds[i] as number) > atM) i--;
    return speeds[i] as number;
  };
}

export function simulateLeg(
  route: Route,
  mode: TripMode,
  rng: Random,
  traffic?: Traffic,
): LegMotion {
  const spec = MODE_SPECS[mode];
  const shaped = shapeRoute(route, mode === 'walking' ? 2 : 8);
  const caps = speedCaps(shaped, mode, rng, traffic);
  const cruise = cruiseProfile(shaped.lengthM, mode, rng);
  const laneMps = kmhToMps(spec.laneKmh);
  const limitAt = (s: number): number => {
    let limit = cruise(s);
    if (s < route.laneStartM || s > shaped.lengthM - route.laneEndM)
      limit = Math.min(limit, laneMps);
    for (const cap of caps) {
      const gap = s - cap.atM;
      if (gap > 150 || gap < -250) continue;
      // Braking towards a cap ahead, or speeding up away from one just passed.
      const rate = gap < 0 ? spec.decel : spec.accel;
      limit = Math.min(limit, Math.sqrt(cap.speed ** 2 + 2 * rate * Math.abs(gap)));
    }
    return limit;
  };

  const waits = caps.filter((c) => c.waitS > 0);
  let waitIndex = 0;
  const distances = [0];
  const speeds = [0];
  let s = 0;
  let v = 0;
  while (s < shaped.lengthM - 0.01) {
    if (distances.length > MAX_TRIP_S) throw new Error('A simulated trip did not arrive in 6 h');
    const wait = waits[waitIndex];
    if (wait && s >= wait.atM - 0.01) {
      for (let k = 0; k < wait.waitS; k++) {
        distances.push(s);
        speeds.push(0);
      }
      v = 0;
      waitIndex++;
      continue;
    }
    // A sudden lower limit (a slower stretch) is met by braking hard, not by a jump in speed.
    const wanted = Math.max(Math.min(v + spec.accel, limitAt(s)), v - 2 * spec.decel);
    const next = Math.max(CREEP_MPS, wanted);
    let step = (v + next) / 2;
    if (wait && s + step > wait.atM) step = wait.atM - s;
    s = Math.min(shaped.lengthM, s + step);
    v = next;
    distances.push(s);
    speeds.push(s >= shaped.lengthM ? 0 : v);
  }
  return {
    mode,
    shaped,
    distanceAt: Float64Array.from(distances),
    speedAt: Float64Array.from(speeds),
    durationS: distances.length - 1,
    maxSpeedMps: Math.max(...speeds),
  };
}

/** Where the person is `seconds` after the trip started, their speed, and their heading. */
export function motionAt(
  motion: LegMotion,
  seconds: number,
): { point: LatLngTuple; speedMps: number; headingDeg: number } {
  const t = Math.max(0, Math.min(motion.durationS, seconds));
  const i = Math.min(Math.floor(t), motion.durationS - 1);
  const f = t - i;
  const d0 = motion.distanceAt[i] as number;
  const d1 = (motion.distanceAt[i + 1] ?? d0) as number;
  const v0 = motion.speedAt[i] as number;
  const v1 = (motion.speedAt[i + 1] ?? v0) as number;
  const { point, headingDeg } = pointAlong(motion.shaped, d0 + (d1 - d0) * f);
  return { point, speedMps: v0 + (v1 - v0) * f, headingDeg };
}
