import { describe, expect, it } from 'vitest';
import type { DevicePointInput } from '@ronda/shared';
import { haversineMeters } from './geo.ts';
import { planFieldDay } from './plan-field-day.ts';
import type { FieldDayKind, FieldDayPlan } from './plan-types.ts';
import { median, SAMPLE_DATES } from './sample-plans.ts';
import { DEMO_STAFF } from './demo-staff.ts';

const ms = (iso: string) => Date.parse(iso);
const MINUTE = 60_000;

const cache = new Map<FieldDayKind, FieldDayPlan[]>();
/** Two dates of every demo staff member, of one kind; planned once. */
function plansOf(kind: FieldDayKind): FieldDayPlan[] {
  let plans = cache.get(kind);
  if (!plans) {
    plans = SAMPLE_DATES.flatMap((date) =>
      DEMO_STAFF.map((member) => planFieldDay({ employeeKey: member.key, date, kind })),
    );
    cache.set(kind, plans);
  }
  return plans;
}

const reportedById = (plan: FieldDayPlan): Map<string, DevicePointInput> =>
  new Map(plan.batches.flatMap((b) => b.points).map((p) => [p.id, p]));

describe('planFieldDay: the kinds of day of issue 27', () => {
  it('issue 27: plans an ordinary field day unchanged when no kind is given', () => {
    const plain = planFieldDay({ employeeKey: 'anthony', date: '2026-11-24' });
    const field = planFieldDay({ employeeKey: 'anthony', date: '2026-11-24', kind: 'field' });
    expect(JSON.stringify(field)).toBe(JSON.stringify(plain));
    expect(plain.truth.kind).toBe('field');
    expect(plain.truth.jumpedFixIds).toEqual([]);
  });

  it.each(['walk-then-ride', 'city-canyon', 'delivery'] as const)(
    'issue 27: plans %s days deterministically, each its own day',
    (kind) => {
      const a = planFieldDay({ employeeKey: 'savio', date: '2027-02-03', kind });
      const b = planFieldDay({ employeeKey: 'savio', date: '2027-02-03', kind });
      expect(JSON.stringify(b)).toBe(JSON.stringify(a));
      expect(a.truth.kind).toBe(kind);
      const field = planFieldDay({ employeeKey: 'savio', date: '2027-02-03' });
      expect(JSON.stringify(a.truth.trips)).not.toBe(JSON.stringify(field.truth.trips));
    },
  );

  it('issue 27: walk-then-ride days walk a few hundred metres, halt 40–90 s, ride, halt, walk', () => {
    for (const { truth } of plansOf('walk-then-ride')) {
      for (const trip of truth.trips) {
        expect(trip.parts.map((part) => part.mode)).toEqual(['walking', trip.mode, 'walking']);
        expect(trip.mode).not.toBe('walking');
        for (const walk of [trip.parts[0], trip.parts[2]]) {
          expect(walk?.distanceMeters).toBeGreaterThan(120);
          expect(walk?.distanceMeters).toBeLessThan(900);
        }
        for (let k = 1; k < trip.parts.length; k++) {
          const pauseMs = ms(trip.parts[k]?.startTime ?? '') - ms(trip.parts[k - 1]?.endTime ?? '');
          expect(pauseMs).toBeGreaterThanOrEqual(40_000);
          expect(pauseMs).toBeLessThanOrEqual(91_000);
        }
      }
    }
  });

  it('issue 27: city-canyon days throw riding fixes 60–200 m off while they state 10–30 m and the true speed', () => {
    const longer: number[] = [];
    for (const plan of plansOf('city-canyon')) {
      expect(plan.truth.territory).toBe('panaji');
      expect(plan.truth.jumpedFixIds.length).toBeGreaterThan(0);
      const reported = reportedById(plan);
      const jumped = new Set(plan.truth.jumpedFixIds);
      const wild = new Set(plan.truth.wildFixIds);
      let trueM = 0;
      let reportedM = 0;
      plan.trueFixes.forEach((fix, i) => {
        const point = reported.get(fix.id) as DevicePointInput;
        if (jumped.has(fix.id)) {
          expect(fix.mode === 'two-wheeler' || fix.mode === 'car').toBe(true);
          const off = haversineMeters(fix.point, [point.lat, point.lng]);
          expect(off).toBeGreaterThan(45);
          expect(off).toBeLessThan(215);
          expect(point.accuracy).toBeGreaterThanOrEqual(7);
          expect(point.accuracy).toBeLessThanOrEqual(33);
          if (point.speed !== null && point.speed !== undefined) {
            expect(Math.abs(point.speed - fix.speedMps)).toBeLessThan(1.5);
          }
        }
        const previous = plan.trueFixes[i - 1];
        const riding = (f: typeof fix) => f.mode === 'two-wheeler' || f.mode === 'car';
        if (!previous || previous.tripIndex !== fix.tripIndex || fix.tripIndex === null) return;
        if (!riding(previous) || !riding(fix) || wild.has(fix.id) || wild.has(previous.id)) return;
        const before = reported.get(previous.id) as DevicePointInput;
        trueM += haversineMeters(previous.point, fix.point);
        reportedM += haversineMeters([before.lat, before.lng], [point.lat, point.lng]);
      });
      longer.push((reportedM / trueM - 1) * 100);
    }
    // Fix to fix, the rides come out about 5 % long, and a quarter or so on a bad day.
    expect(median(longer)).toBeGreaterThan(3);
    expect(median(longer)).toBeLessThan(10);
    expect(Math.max(...longer)).toBeGreaterThan(15);
  });

  it('issue 27: delivery rounds make 14–22 drops of 3–4 minutes, with halts under 2 minutes between', () => {
    for (const plan of plansOf('delivery')) {
      const { truth } = plan;
      const drops = truth.stops.filter((stop) => stop.placeName.startsWith('Parcel drop'));
      expect(drops.length).toBeGreaterThanOrEqual(14);
      expect(drops.length).toBeLessThanOrEqual(22);
      for (const drop of drops) {
        const minutes = (ms(drop.departTime) - ms(drop.arriveTime)) / MINUTE;
        expect(minutes).toBeGreaterThanOrEqual(3);
        expect(minutes).toBeLessThanOrEqual(4);
      }
      expect(truth.gaps).toEqual([]);
      expect(truth.trips.every((trip) => trip.mode === 'two-wheeler')).toBe(true);
      // A work log needs more than a doorstep: none is written at a drop.
      expect(plan.actions.filter((a) => a.kind === 'work-log').length).toBeLessThanOrEqual(1);

      // Halts inside trips: runs of standing fixes, all under 2 minutes, and plenty of them.
      let halts = 0;
      let since: number | null = null;
      for (const fix of plan.trueFixes) {
        const halted = fix.tripIndex !== null && fix.speedMps === 0;
        if (halted && since === null) since = fix.timeMs;
        if (!halted && since !== null) {
          const lastMs = fix.timeMs;
          expect(lastMs - since).toBeLessThan(2 * MINUTE + 25_000);
          halts++;
          since = null;
        }
      }
      expect(halts).toBeGreaterThan(drops.length / 2);
    }
  });
});
