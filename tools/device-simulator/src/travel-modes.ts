export const TRIP_MODES = ['walking', 'two-wheeler', 'car'] as const;
export type TripMode = (typeof TRIP_MODES)[number];

/** How one way of getting about moves; speeds in km/h, accelerations in m/s². */
export interface ModeSpec {
  /** The speed held on an open stretch, chosen once per trip. */
  cruiseKmh: readonly [number, number];
  /** Never exceeded: the truth and the accuracy tests rely on it. */
  maxKmh: number;
  accel: number;
  decel: number;
  /** Through a bend of 60° or more, and through a gentler one. */
  sharpTurnKmh: readonly [number, number];
  gentleTurnKmh: readonly [number, number];
  /** On the lane between the road and a customer's door. */
  laneKmh: number;
  /** Odds of a full stop at a junction (a signal, a give-way, a crossing) and its length. */
  junctionStopChance: number;
  junctionWaitS: readonly [number, number];
  /** Odds, per 500 m, of a slowdown (a bus pulling out, cattle, a speed breaker). */
  slowdownChance: number;
  /** Phone activity recognition says this while moving; two-wheelers often read as bicycles. */
  activities: readonly (readonly [activity: string, weight: number])[];
}

export const MODE_SPECS: Readonly<Record<TripMode, ModeSpec>> = {
  walking: {
    cruiseKmh: [3.5, 5.5],
    maxKmh: 5.5,
    accel: 0.5,
    decel: 0.7,
    sharpTurnKmh: [2.5, 3.5],
    gentleTurnKmh: [3, 4.5],
    laneKmh: 5.5,
    junctionStopChance: 0.25,
    junctionWaitS: [5, 25],
    slowdownChance: 0.05,
    activities: [['walking', 1]],
  },
  'two-wheeler': {
    cruiseKmh: [26, 42],
    maxKmh: 45,
    accel: 1.6,
    decel: 2.2,
    sharpTurnKmh: [10, 16],
    gentleTurnKmh: [18, 28],
    laneKmh: 14,
    junctionStopChance: 0.25,
    junctionWaitS: [5, 45],
    slowdownChance: 0.15,
    activities: [
      ['in_vehicle', 0.8],
      ['on_bicycle', 0.15],
      ['unknown', 0.05],
    ],
  },
  car: {
    cruiseKmh: [30, 50],
    maxKmh: 55,
    accel: 1.3,
    decel: 2.0,
    sharpTurnKmh: [10, 18],
    gentleTurnKmh: [20, 32],
    laneKmh: 15,
    junctionStopChance: 0.3,
    junctionWaitS: [10, 60],
    slowdownChance: 0.2,
    activities: [
      ['in_vehicle', 0.95],
      ['unknown', 0.05],
    ],
  },
};

/**
 * Heavier traffic than a mode's own: more and longer waits at junctions, and halts in jams
 * between them. Used for a delivery rider's round through town.
 */
export interface Traffic {
  junctionStopChance: number;
  junctionWaitS: readonly [number, number];
  /** Odds, per 500 m, of a halt in a jam away from any junction, and its length. */
  jamChance: number;
  jamWaitS: readonly [number, number];
  /** Halts closer than this to the one before are left out: each is its own event. */
  minApartM: number;
}

export const kmhToMps = (kmh: number): number => kmh / 3.6;
