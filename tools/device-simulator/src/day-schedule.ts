import { haversineMeters } from './geo.ts';
import { START_PLACES, TERRITORY_CUSTOMERS, customerPlace } from './goa-places.ts';
import { localClockMs } from './local-time.ts';
import type { Place, Territory } from './place-types.ts';
import type { Random } from './prng.ts';
import {
  absorbableMs,
  estimateTravelMs,
  pickLunchStop,
  splitStays,
  spreadSpareTime,
} from './day-timing.ts';
import {
  legLengthMeters,
  planLegs,
  WALK_STRAIGHT_M,
  type PlannedLeg,
  type Vehicle,
} from './plan-legs.ts';

export const FIELD_DAY_PROFILES = ['waste', 'appliance', 'sales'] as const;
export type FieldDayProfile = (typeof FIELD_DAY_PROFILES)[number];

/** The day as a dispatcher would write it down, before anyone has moved. */
export interface DaySkeleton {
  territory: Territory;
  start: Place;
  customers: Place[];
  legs: PlannedLeg[];
  punchInMs: number;
  targetPunchOutMs: number;
  startStayMs: number;
  customerStayMs: number[];
  minEndStayMs: number;
  lunchAtCustomer: number;
  lunchMs: number;
  /** Minutes between the job's end and leaving (a chat, a form); 1–4 unless given. */
  lingerMin?: readonly [number, number];
}

/** How a kind of day differs from an ordinary one. */
export interface SkeletonVariant {
  territory?: Territory;
  planLegs?: (stops: readonly Place[], vehicle: Vehicle, rng: Random) => PlannedLeg[];
}

const MINUTE = 60_000;
const PROFILE_TERRITORIES: Readonly<Record<FieldDayProfile, readonly Territory[]>> = {
  waste: ['panaji', 'bardez'],
  appliance: ['panaji', 'bardez', 'tiswadi'],
  sales: ['salcete', 'panaji', 'bardez'],
};
/** Odds that the day's vehicle is a car rather than a two-wheeler. */
export const CAR_ODDS: Readonly<Record<FieldDayProfile, number>> = {
  waste: 0.3,
  appliance: 0.15,
  sales: 0.55,
};
const MIN_DAY_M = 6_000;

function startPlace(profile: FieldDayProfile, territory: Territory): Place {
  if (profile === 'waste' && territory === 'bardez') return START_PLACES['karaswada-yard'];
  if (profile === 'sales' && territory === 'salcete') return START_PLACES['verna-warehouse'];
  return START_PLACES.office;
}

/** Nearest next customer first: the order a person with a list and a map would drive. */
export function orderByNearest(start: Place, customers: readonly Place[]): Place[] {
  const left = [...customers];
  const ordered: Place[] = [];
  let at = start;
  while (left.length > 0) {
    let best = 0;
    for (let i = 1; i < left.length; i++) {
      const here: [number, number] = [at.lat, at.lng];
      const di = haversineMeters(here, [(left[i] as Place).lat, (left[i] as Place).lng]);
      const db = haversineMeters(here, [(left[best] as Place).lat, (left[best] as Place).lng]);
      if (di < db) best = i;
    }
    at = left.splice(best, 1)[0] as Place;
    ordered.push(at);
  }
  return ordered;
}

function chooseCustomers(territory: Territory, count: number, rng: Random): Place[] {
  const pool = rng.shuffle(TERRITORY_CUSTOMERS[territory]).map(customerPlace);
  const chosen = pool.slice(0, count);
  // Often two jobs are a short walk apart (a market, a housing colony): keep such pairs together.
  const anchor = chosen[0];
  if (anchor && rng.chance(0.6)) {
    const near = pool
      .slice(count)
      .find((p) => haversineMeters([p.lat, p.lng], [anchor.lat, anchor.lng]) < WALK_STRAIGHT_M);
    if (near) chosen[chosen.length - 1] = near;
  }
  return chosen;
}

export function planSkeleton(
  profile: FieldDayProfile,
  date: string,
  utcOffsetMinutes: number,
  rng: Random,
  variant: SkeletonVariant = {},
): DaySkeleton {
  const drawn = rng.pick(PROFILE_TERRITORIES[profile]);
  const territory = variant.territory ?? drawn;
  const legPlanner = variant.planLegs ?? planLegs;
  const start = startPlace(profile, territory);
  const vehicle = rng.chance(CAR_ODDS[profile]) ? 'car' : 'two-wheeler';
  const punchInMs = Math.round(
    localClockMs(date, utcOffsetMinutes, 8.5) + rng.between(0, 75) * MINUTE,
  );
  const targetPunchOutMs = Math.round(
    localClockMs(date, utcOffsetMinutes, 17) + rng.between(0, 110) * MINUTE,
  );
  const startStayMs = Math.round(rng.between(8, 25) * MINUTE);
  const minEndStayMs = Math.round(rng.between(8, 20) * MINUTE);
  const lunchMs = Math.round(rng.between(30, 50) * MINUTE);

  let count = rng.int(3, 6);
  let customers: Place[] = [];
  let legs: PlannedLeg[] = [];
  let freeMs = 0;
  for (let attempt = 0; attempt < 12; attempt++) {
    customers = orderByNearest(start, chooseCustomers(territory, count, rng));
    legs = legPlanner([start, ...customers, start], vehicle, rng);
    const dayM = legs.reduce((m, leg) => m + legLengthMeters(leg), 0);
    freeMs =
      targetPunchOutMs -
      punchInMs -
      (startStayMs + minEndStayMs + lunchMs + estimateTravelMs(legs));
    if (dayM < MIN_DAY_M) continue;
    const unfilledMs =
      freeMs - count * 60 * MINUTE - absorbableMs(startStayMs, minEndStayMs, lunchMs);
    // A light list on some days, a full one on others; but never a day with hours of nothing.
    if (count < 6 && (unfilledMs > 0 || (freeMs / count > 60 * MINUTE && rng.chance(0.4)))) {
      count++;
    } else if (freeMs / count < 15 * MINUTE && count > 3) count--;
    else break;
  }
  // Split over the jobs actually planned: the last attempt may have asked for one more.
  const customerStayMs = splitStays(freeMs, customers.length, rng);
  const spare = spreadSpareTime(freeMs, customerStayMs, startStayMs, lunchMs, rng);
  const lunchAtCustomer = pickLunchStop(
    localClockMs(date, utcOffsetMinutes, 13.25),
    punchInMs + spare.startStayMs,
    estimateTravelMs(legs) / legs.length,
    customerStayMs,
  );

  return {
    territory,
    start,
    customers,
    legs,
    punchInMs,
    targetPunchOutMs,
    startStayMs: spare.startStayMs,
    customerStayMs,
    minEndStayMs,
    lunchAtCustomer,
    lunchMs: spare.lunchMs,
  };
}
