import type { LatLngTuple } from './geo.ts';
import { motionAt, simulateLeg, type LegMotion } from './leg-motion.ts';
import type { Place } from './place-types.ts';
import type { Random } from './prng.ts';
import type { DaySkeleton } from './day-schedule.ts';
import { MAX_END_STAY_MS } from './day-timing.ts';
import type { TripMode } from './travel-modes.ts';

export type StayRole = 'start' | 'customer' | 'end';

export interface Stay {
  kind: 'stay';
  fromMs: number;
  toMs: number;
  place: Place;
  role: StayRole;
  /** When the job itself was done (a work log is written then); customers only. */
  workEndMs?: number;
  lunch?: { startMs: number; endMs: number };
}

/** One way of moving within a trip, timed. */
export interface TripPart {
  mode: TripMode;
  from: Place;
  to: Place;
  fromMs: number;
  toMs: number;
  motion: LegMotion;
}

export interface Trip {
  kind: 'trip';
  fromMs: number;
  toMs: number;
  from: Place;
  to: Place;
  mode: TripMode;
  /** Usually one; a walk back to the parked vehicle, a pause to unlock it, then the ride. */
  parts: TripPart[];
  roads: string[];
}

/** The day as it really happened, to the second. */
export interface DayTimeline {
  segments: (Stay | Trip)[];
  stays: Stay[];
  trips: Trip[];
  punchInMs: number;
  punchOutMs: number;
}

export interface TrueState {
  point: LatLngTuple;
  speedMps: number;
  /** Null when standing still: a phone has no heading without movement. */
  headingDeg: number | null;
  tripIndex: number | null;
  stayIndex: number | null;
  mode: TripMode | null;
}

const MINUTE = 60_000;
const DEFAULT_PAUSE_MS = [30_000, 120_000] as const;

export function runDay(skeleton: DaySkeleton, rng: Random): DayTimeline {
  const stays: Stay[] = [];
  const trips: Trip[] = [];
  const segments: (Stay | Trip)[] = [];
  let clock = skeleton.punchInMs;
  const addStay = (stay: Stay) => {
    stays.push(stay);
    segments.push(stay);
    clock = stay.toMs;
  };
  addStay({
    kind: 'stay',
    fromMs: clock,
    toMs: clock + skeleton.startStayMs,
    place: skeleton.start,
    role: 'start',
  });

  skeleton.legs.forEach((leg, i) => {
    const parts: TripPart[] = [];
    let at = clock;
    leg.parts.forEach((part, k) => {
      // Helmet on, scooter unlocked, car reversed out: the trip pauses where the vehicle was.
      if (k > 0) at += rng.int(...(leg.pauseMs ?? DEFAULT_PAUSE_MS));
      const motion = simulateLeg(part.route, part.mode, rng, part.traffic);
      parts.push({
        mode: part.mode,
        from: part.from,
        to: part.to,
        fromMs: at,
        toMs: at + motion.durationS * 1000,
        motion,
      });
      at += motion.durationS * 1000;
    });
    const trip: Trip = {
      kind: 'trip',
      fromMs: clock,
      toMs: at,
      from: leg.from,
      to: leg.to,
      mode: leg.mode,
      parts,
      roads: [...new Set(leg.parts.flatMap((part) => part.route.roads))],
    };
    trips.push(trip);
    segments.push(trip);
    clock = trip.toMs;
    const arrive = clock;
    if (i === skeleton.legs.length - 1) {
      const wanted = Math.max(arrive + skeleton.minEndStayMs, skeleton.targetPunchOutMs);
      const leave = Math.min(wanted, arrive + Math.max(MAX_END_STAY_MS, skeleton.minEndStayMs));
      addStay({
        kind: 'stay',
        fromMs: arrive,
        toMs: Math.round(leave),
        place: leg.to,
        role: 'end',
      });
      return;
    }
    const workEndMs = arrive + (skeleton.customerStayMs[i] ?? 20 * MINUTE);
    let leave = workEndMs + Math.round(rng.between(...(skeleton.lingerMin ?? [1, 4])) * MINUTE);
    let lunch: Stay['lunch'];
    if (i === skeleton.lunchAtCustomer) {
      const startMs = leave;
      const endMs = startMs + skeleton.lunchMs;
      lunch = { startMs, endMs };
      leave = endMs + Math.round(rng.between(1, 5) * MINUTE);
    }
    addStay({
      kind: 'stay',
      fromMs: arrive,
      toMs: leave,
      place: leg.to,
      role: 'customer',
      workEndMs,
      ...(lunch ? { lunch } : {}),
    });
  });

  return { segments, stays, trips, punchInMs: skeleton.punchInMs, punchOutMs: clock };
}

/** Where the person truly is at `atMs`, found by halving over the day's segments. */
export function trueStateAt(timeline: DayTimeline, atMs: number): TrueState {
  const { segments } = timeline;
  let lo = 0;
  let hi = segments.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((segments[mid] as Stay | Trip).fromMs <= atMs) lo = mid;
    else hi = mid - 1;
  }
  const segment = segments[lo] as Stay | Trip;
  if (segment.kind === 'stay') {
    return {
      point: [segment.place.lat, segment.place.lng],
      speedMps: 0,
      headingDeg: null,
      tripIndex: null,
      stayIndex: timeline.stays.indexOf(segment),
      mode: null,
    };
  }
  const tripIndex = timeline.trips.indexOf(segment);
  let part = segment.parts[0] as TripPart;
  for (const candidate of segment.parts) if (candidate.fromMs <= atMs) part = candidate;
  if (atMs > part.toMs) {
    // Between two parts: standing by the vehicle.
    const { point } = motionAt(part.motion, part.motion.durationS);
    return { point, speedMps: 0, headingDeg: null, tripIndex, stayIndex: null, mode: part.mode };
  }
  const { point, speedMps, headingDeg } = motionAt(part.motion, (atMs - part.fromMs) / 1000);
  return {
    point,
    speedMps,
    headingDeg: speedMps > 0.3 ? headingDeg : null,
    tripIndex,
    stayIndex: null,
    mode: part.mode,
  };
}
