import type { PlannedAction } from './day-actions.ts';
import type { FieldDayProfile } from './day-schedule.ts';
import type { StayRole } from './day-timeline.ts';
import type { TrueFix } from './fix-sampler.ts';
import type { LatLngTuple } from './geo.ts';
import type { Territory } from './place-types.ts';
import type { TripMode } from './travel-modes.ts';
import type { PointBatch } from './upload-batches.ts';

export interface PlanFieldDayInput {
  /** Names the person in every id; the demo staff use their first name, lowercased. */
  employeeKey: string;
  /** The local calendar day, YYYY-MM-DD. */
  date: string;
  /** Defaults to 330 (India Standard Time). */
  utcOffsetMinutes?: number;
  /** Defaults to the demo staff member's department, or a seeded pick for anyone else. */
  profile?: FieldDayProfile;
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
   * back to it (toPlace names where it was parked), a pause of 30–120 s, then the ride.
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
  employeeKey: string;
  date: string;
  utcOffsetMinutes: number;
  profile: FieldDayProfile;
  territory: Territory;
  punchIn: TruthPunch;
  punchOut: TruthPunch;
  breaks: TruthBreak[];
  /** Start place, customers, end place, in order; each at least 5 minutes. */
  stops: TruthStop[];
  /** Between consecutive stops: trips[i] leaves stops[i] and reaches stops[i + 1]. */
  trips: TruthTrip[];
  /** Stretches with no fixes at all, though the person kept moving. */
  gaps: TruthSpan[];
  /** Fixes 0.5–3 km off the truth; some claim a good accuracy. */
  wildFixIds: string[];
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
