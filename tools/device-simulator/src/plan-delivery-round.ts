import type { DaySkeleton } from './day-schedule.ts';
import { orderByNearest } from './day-schedule.ts';
import { haversineMeters } from './geo.ts';
import { START_PLACES } from './goa-places.ts';
import { localClockMs } from './local-time.ts';
import type { Place } from './place-types.ts';
import { placeOffNode } from './place-off-node.ts';
import type { PlannedLeg } from './plan-legs.ts';
import type { Random } from './prng.ts';
import { routeBetween } from './road-router.ts';
import type { Traffic } from './travel-modes.ts';

const MINUTE = 60_000;
/** Panaji's junctions the drops hang off: the old town, the riverfront, Campal, St Inez. */
const DROP_NODES = [
  'ktc-circle',
  'mandovi-bridge-south',
  'riverfront-ourem',
  'ourem',
  'old-secretariat',
  'church-square',
  'june-18-road',
  'tonca',
  'kala-academy',
  'st-inez',
  'miramar-circle',
  'taleigao-circle',
] as const;
/** Two doors closer than this would be one stay to any engine: a rider walks between them. */
const DROPS_APART_M = 350;
/**
 * Town traffic at mid-morning: a signal or a jam every few hundred metres, each halt 20 s to
 * just under 2 minutes and each one its own (a rider at a light, then moving again).
 */
export const ROUND_TRAFFIC: Traffic = {
  junctionStopChance: 0.5,
  junctionWaitS: [20, 110],
  jamChance: 0.35,
  jamWaitS: [20, 110],
  minApartM: 300,
};

function dropsOfRound(round: number, rng: Random): Place[] {
  const nodes = rng.shuffle(DROP_NODES).slice(0, rng.int(9, 12));
  const drops = nodes.map((node, k) =>
    placeOffNode(
      `drop-${round}-${k + 1}`,
      `Parcel drop ${round}.${k + 1}`,
      node,
      rng.between(40, 150),
      rng.between(0, 360),
    ),
  );
  const ordered = orderByNearest(START_PLACES.office, drops);
  const kept: Place[] = [];
  for (const drop of ordered) {
    const last = kept.at(-1) ?? START_PLACES.office;
    if (haversineMeters([last.lat, last.lng], [drop.lat, drop.lng]) >= DROPS_APART_M) {
      kept.push(drop);
    }
  }
  return kept;
}

/**
 * A delivery rider's day from the Patto office: loading, a round of 3–4 minute drops through
 * town traffic on a two-wheeler, back to reload and eat, a second round, back again. The drops
 * are shorter than the usual 5-minute stop threshold; the halts at lights and in jams, all
 * under 2 minutes, are no stops at all.
 */
export function planDeliveryRound(
  date: string,
  utcOffsetMinutes: number,
  rng: Random,
): DaySkeleton {
  const hub = START_PLACES.office;
  const first = dropsOfRound(1, rng);
  const second = dropsOfRound(2, rng);
  const customers = [...first, hub, ...second];
  const stops = [hub, ...customers, hub];
  const legs: PlannedLeg[] = [];
  for (let i = 1; i < stops.length; i++) {
    const from = stops[i - 1] as Place;
    const to = stops[i] as Place;
    const route = routeBetween(from, to);
    legs.push({
      from,
      to,
      mode: 'two-wheeler',
      parts: [{ mode: 'two-wheeler', from, to, route, traffic: ROUND_TRAFFIC }],
    });
  }
  const punchInMs = Math.round(
    localClockMs(date, utcOffsetMinutes, 8.5) + rng.between(0, 45) * MINUTE,
  );
  const customerStayMs = customers.map((place) =>
    Math.round((place.id === hub.id ? rng.between(15, 25) : rng.between(3, 4)) * MINUTE),
  );
  return {
    territory: 'panaji',
    start: hub,
    customers,
    legs,
    punchInMs,
    // The day ends when the second round is back: the end stay is only the unloading.
    targetPunchOutMs: punchInMs,
    startStayMs: Math.round(rng.between(10, 20) * MINUTE),
    customerStayMs,
    minEndStayMs: Math.round(rng.between(8, 15) * MINUTE),
    lunchAtCustomer: first.length,
    lunchMs: Math.round(rng.between(20, 30) * MINUTE),
    lingerMin: [0, 0],
  };
}
