import type { PlannedAction } from './day-actions.ts';
import type { FieldDayProfile } from './day-schedule.ts';
import type { StayRole } from './day-timeline.ts';
import type { TrueFix } from './fix-sampler.ts';
import type { LatLngTuple } from './geo.ts';
import type { Territory } from './place-types.ts';
import type { TripMode } from './travel-modes.ts';
import type { PointBatch } from './upload-batches.ts';

/**
 * What kind of day: an ordinary field day; one where the vehicle is always parked a few hundred
 * metres from the door (walk, halt, ride, halt, walk); one riding between Panaji's tall buildings,
 * where the phone's position jumps; a delivery rider's round of short drops through traffic.
 */
export const FIELD_DAY_KINDS = ['field', 'walk-then-ride', 'city-canyon', 'delivery'] as const;
export type FieldDayKind = (typeof FIELD_DAY_KINDS)[number];

export interface PlanFieldDayInput {
  /** Names the person in every id; the demo staff use their first name, lowercased. */
  employeeKey: string;
  /** The local calendar day, YYYY-MM-DD. */
  date: string;
  /** Defaults to 330 (India Standard Time). */
  utcOffsetMinutes?: number;
  /** Defaults to the demo staff member's department, or a seeded pick for anyone else. */
  profile?: FieldDayProfile;
  /** Defaults to 'field'. Each kind is seeded apart, so the same person's days differ. */
  kind?: FieldDayKind;
}

export interface TruthPunch {
  time: string;
  lat: number;
  lng: number;
  placeName: string;
  address: string;
}

export interface TruthStop {
  placeName: string;
  address: string;
  lat: number;
  lng: number;
  arriveTime: string;
  departTime: string;
  role: StayRole;
}

/** One way of moving within a trip. */
export interface TruthTripPart {
  mode: TripMode;
  fromPlace: string;
  toPlace: string;
  startTime: string;
  endTime: string;
  distanceMeters: number;
  maxSpeedKmh: number;
}

export interface TruthTrip {
  startTime: string;
  endTime: string;
  /** How most of the trip was covered: the vehicle whenever one was used. */
  mode: TripMode;
  fromPlace: string;
  toPlace: string;
  /** Along the true path, haversine with R = 6371 km. */
  distanceMeters: number;
  maxSpeedKmh: number;
  roads: string[];
  /**
   * Usually one part. When the person had walked away from the parked vehicle, two: the walk
   * back to it (toPlace names where it was parked), a pause of 30–120 s, then the ride. On a
   * walk-then-ride day, three: the walk to the vehicle, a 40–90 s halt, the ride, another
   * 40–90 s halt where it is parked, and the walk to the door.
   */
  parts: TruthTripPart[];
  /** The noise-free path, thinned to within 1 m of the path actually followed. */
  path: LatLngTuple[];
}

export interface TruthBreak {
  reason: string;
  startTime: string;
  endTime: string;
  placeName: string;
}

export interface TruthSpan {
  from: string;
  to: string;
}

/** What really happened, for judging a trips-and-stops engine. JSON as it stands. */
export interface FieldDayTruth {
  kind: FieldDayKind;
  employeeKey: string;
  date: string;
  utcOffsetMinutes: number;
  profile: FieldDayProfile;
  territory: Territory;
  punchIn: TruthPunch;
  punchOut: TruthPunch;
  breaks: TruthBreak[];
  /**
   * Start place, customers, end place, in order; each at least 5 minutes, but for a delivery
   * round's drops of 3–4 minutes.
   */
  stops: TruthStop[];
  /** Between consecutive stops: trips[i] leaves stops[i] and reaches stops[i + 1]. */
  trips: TruthTrip[];
  /** Stretches with no fixes at all, though the person kept moving; none on a delivery round. */
  gaps: TruthSpan[];
  /** Fixes 0.5–3 km off the truth; some claim a good accuracy. */
  wildFixIds: string[];
  /**
   * City-canyon days: fixes thrown 60–200 m off for 10–30 s at a time while riding, stating
   * 10–30 m accuracy and the true speed. Empty on other days.
   */
  jumpedFixIds: string[];
  workLogIds: string[];
  noise: {
    movingAccuracyMeters: readonly [number, number];
    stoppedAccuracyMeters: readonly [number, number];
    /** Share of parked fixes thrown 30–80 m off (wall reflections). */
    parkedOutlierShare: number;
    /** No simulated fix comes from a mock-location app. */
    isMock: false;
  };
  uploads: {
    /** The phone had no connection; its uploads then went up late. */
    offline: TruthSpan;
    batches: number;
    lateBatches: number;
    resentBatches: number;
  };
  battery: { start: number; end: number; charging: TruthSpan | null };
  totals: { points: number; distanceMeters: number; actions: number };
}

export interface FieldDayPlan {
  kind: FieldDayKind;
  employeeKey: string;
  date: string;
  utcOffsetMinutes: number;
  profile: FieldDayProfile;
  /** Punch-in, work logs, break, punch-out: in send order. */
  actions: PlannedAction[];
  /** Location uploads in send order, re-sends and late uploads included. */
  batches: PointBatch[];
  truth: FieldDayTruth;
  /** Every fix in time order with where the person truly was (not sent; for checks). */
  trueFixes: TrueFix[];
}
