import { planBattery } from './battery.ts';
import { buildTruth } from './build-truth.ts';
import { planActions } from './day-actions.ts';
import { addCanyonJumps } from './canyon-jumps.ts';
import {
  FIELD_DAY_PROFILES,
  planSkeleton,
  type DaySkeleton,
  type FieldDayProfile,
} from './day-schedule.ts';
import { runDay } from './day-timeline.ts';
import { DEMO_STAFF } from './demo-staff.ts';
import { reportFixes } from './device-points.ts';
import { chooseSilentGap, sampleTrueFixes } from './fix-sampler.ts';
import type { LatLngTuple } from './geo.ts';
import { IST_OFFSET_MINUTES, localMidnightUtcMs } from './local-time.ts';
import { planDeliveryRound } from './plan-delivery-round.ts';
import { planParkedLegs } from './plan-parked-legs.ts';
import type { FieldDayKind, FieldDayPlan, PlanFieldDayInput } from './plan-types.ts';
import { createRandom, type Random } from './prng.ts';
import { chooseOffline, planUploads } from './upload-batches.ts';
import { injectWildFixes } from './wild-fixes.ts';

/** Room left in a 64-character id for the day and the sequence number. */
const MAX_KEY_IN_ID = 24;

/** The employee key as it may appear in ids: [a-z0-9-], never empty. */
export function idSlug(employeeKey: string): string {
  const slug = employeeKey
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_KEY_IN_ID)
    .replace(/-+$/, '');
  return slug || 'employee';
}

function defaultProfile(employeeKey: string): FieldDayProfile {
  const member = DEMO_STAFF.find((m) => m.key === employeeKey.toLowerCase());
  if (member) return member.profile;
  return createRandom(`profile:${employeeKey}`).pick(FIELD_DAY_PROFILES);
}

function planKindOfDay(
  kind: FieldDayKind,
  profile: FieldDayProfile,
  date: string,
  utcOffsetMinutes: number,
  rng: Random,
): DaySkeleton {
  switch (kind) {
    case 'field':
      return planSkeleton(profile, date, utcOffsetMinutes, rng);
    case 'walk-then-ride':
      return planSkeleton(profile, date, utcOffsetMinutes, rng, { planLegs: planParkedLegs });
    case 'city-canyon':
      return planSkeleton(profile, date, utcOffsetMinutes, rng, { territory: 'panaji' });
    case 'delivery':
      return planDeliveryRound(date, utcOffsetMinutes, rng);
  }
}

/**
 * Plans one employee's field day in Goa: where they go, every fix their phone takes and how it
 * reaches the server, every tap in the app, and the truth to judge an engine by. The same input
 * gives a byte-identical plan (ids and bodies), so a re-sent day is recognised as duplicates.
 */
export function planFieldDay(input: PlanFieldDayInput): FieldDayPlan {
  const { employeeKey, date } = input;
  const kind = input.kind ?? 'field';
  const utcOffsetMinutes = input.utcOffsetMinutes ?? IST_OFFSET_MINUTES;
  localMidnightUtcMs(date, utcOffsetMinutes); // rejects a malformed day before any work
  const profile = input.profile ?? defaultProfile(employeeKey);
  // An ordinary day keeps the seed it always had, so its plan is unchanged.
  const seed = `ronda-field-day|${employeeKey}|${date}|${utcOffsetMinutes}|${profile}`;
  const rng = createRandom(kind === 'field' ? seed : `${seed}|${kind}`);
  const idPrefix = `sim-${idSlug(employeeKey)}-${date}`;

  const skeleton = planKindOfDay(kind, profile, date, utcOffsetMinutes, rng.fork('schedule'));
  const timeline = runDay(skeleton, rng.fork('motion'));
  // A delivery round's 3-minute drops leave no stay either side of a long silence to end in.
  const gap = kind === 'delivery' ? null : chooseSilentGap(timeline, rng.fork('gap'));
  const trueFixes = sampleTrueFixes(timeline, gap, idPrefix, rng.fork('fixes'));
  const battery = planBattery(timeline, rng.fork('battery'));
  const noisy = reportFixes(trueFixes, utcOffsetMinutes, battery, rng.fork('noise'));
  const canyon =
    kind === 'city-canyon'
      ? addCanyonJumps(noisy, trueFixes, rng.fork('canyon'))
      : { points: noisy, jumpedFixIds: [] };
  const reported = canyon.points;

  const dayPaths: LatLngTuple[][] = [
    ...timeline.trips.flatMap((t) => t.parts.map((part) => part.motion.shaped.path)),
    ...timeline.stays.map((s): LatLngTuple[] => [[s.place.lat, s.place.lng]]),
  ];
  const { points, wildFixIds } = injectWildFixes(reported, trueFixes, dayPaths, rng.fork('wild'));

  const offline = chooseOffline(timeline.punchInMs, timeline.punchOutMs, rng.fork('offline'));
  const uploads = planUploads(
    points,
    trueFixes.map((f) => f.timeMs),
    timeline.punchOutMs,
    offline,
    rng.fork('uploads'),
  );
  const actions = planActions(
    timeline,
    { idPrefix, date, utcOffsetMinutes, profile, offline },
    rng.fork('actions'),
  );

  const truth = buildTruth({
    kind,
    employeeKey,
    date,
    utcOffsetMinutes,
    profile,
    territory: skeleton.territory,
    timeline,
    gap,
    wildFixIds,
    // A wild fix put over a jumped one is the wild one.
    jumpedFixIds: canyon.jumpedFixIds.filter((id) => !wildFixIds.includes(id)),
    actions,
    uploads,
    battery,
    pointCount: points.length,
  });
  return {
    kind,
    employeeKey,
    date,
    utcOffsetMinutes,
    profile,
    actions,
    batches: uploads.batches,
    truth,
    trueFixes,
  };
}
