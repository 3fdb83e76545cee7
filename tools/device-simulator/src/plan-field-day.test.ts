import { describe, expect, it } from 'vitest';
import { localClockMs } from './local-time.ts';
import { planFieldDay } from './plan-field-day.ts';
import { samplePlans } from './sample-plans.ts';

const MINUTE = 60_000;
const ms = (iso: string) => Date.parse(iso);

describe('planFieldDay: the same input, the same day', () => {
  it('plans byte-identical days for the same employee and date', () => {
    const a = planFieldDay({ employeeKey: 'anthony', date: '2026-11-24' });
    const b = planFieldDay({ employeeKey: 'anthony', date: '2026-11-24' });
    expect(b).toEqual(a);
    expect(JSON.stringify(b.batches)).toBe(JSON.stringify(a.batches));
    expect(JSON.stringify(b.actions)).toBe(JSON.stringify(a.actions));
    expect(JSON.stringify(b.truth)).toBe(JSON.stringify(a.truth));
  });

  it('plans a different day for another date or another person, with their own ids', () => {
    const base = planFieldDay({ employeeKey: 'anthony', date: '2026-11-24' });
    const nextDay = planFieldDay({ employeeKey: 'anthony', date: '2026-11-25' });
    const other = planFieldDay({ employeeKey: 'prakash', date: '2026-11-24' });
    expect(JSON.stringify(nextDay.truth.trips)).not.toBe(JSON.stringify(base.truth.trips));
    expect(JSON.stringify(other.truth.trips)).not.toBe(JSON.stringify(base.truth.trips));
    expect(base.batches[0]?.points[0]?.id).toMatch(/^sim-anthony-2026-11-24-p\d{6}$/);
    expect(other.batches[0]?.points[0]?.id).toMatch(/^sim-prakash-2026-11-24-p\d{6}$/);
    expect(base.actions[0]?.body.id).toBe('sim-anthony-2026-11-24-punch-in');
  });

  it('keeps ids valid for any employee key', () => {
    const plan = planFieldDay({
      employeeKey: "Mr. O'Brien the Very Long Named Field Engineer",
      date: '2026-11-24',
    });
    const ids = [
      ...plan.actions.map((a) => a.body.id ?? ''),
      ...plan.batches.flatMap((b) => b.points.map((p) => p.id)),
    ];
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9._:-]{1,64}$/);
  });

  it('rejects a malformed day', () => {
    expect(() => planFieldDay({ employeeKey: 'anthony', date: '2026-02-30' })).toThrow(
      /calendar day/,
    );
    expect(() => planFieldDay({ employeeKey: 'anthony', date: '24/11/2026' })).toThrow(
      /YYYY-MM-DD/,
    );
  });

  it("uses the demo staff member's department unless told otherwise", () => {
    expect(planFieldDay({ employeeKey: 'pooja', date: '2026-11-24' }).profile).toBe('sales');
    expect(planFieldDay({ employeeKey: 'savio', date: '2026-11-24' }).profile).toBe('appliance');
    const told = planFieldDay({ employeeKey: 'pooja', date: '2026-11-24', profile: 'waste' });
    expect(told.profile).toBe('waste');
  });
});

describe('planFieldDay: the shape of a working day', () => {
  const plans = samplePlans();

  it('punches in 08:30–09:45 and out around 17:00–19:00 local time, at the start place', () => {
    for (const { truth, date, utcOffsetMinutes: off } of plans) {
      expect(ms(truth.punchIn.time)).toBeGreaterThanOrEqual(localClockMs(date, off, 8.5));
      expect(ms(truth.punchIn.time)).toBeLessThanOrEqual(localClockMs(date, off, 9.75));
      expect(ms(truth.punchOut.time)).toBeGreaterThanOrEqual(localClockMs(date, off, 16.5));
      expect(ms(truth.punchOut.time)).toBeLessThanOrEqual(localClockMs(date, off, 19.5));
      expect(truth.punchIn.time).toMatch(/\+05:30$/);
      expect(truth.stops[0]?.placeName).toBe(truth.punchIn.placeName);
      expect(truth.stops.at(-1)?.placeName).toBe(truth.punchOut.placeName);
    }
  });

  it('visits 3–6 customers between the start and end places, each stop at least 5 minutes', () => {
    for (const { truth } of plans) {
      const roles = truth.stops.map((s) => s.role);
      expect(roles[0]).toBe('start');
      expect(roles.at(-1)).toBe('end');
      const customers = truth.stops.filter((s) => s.role === 'customer');
      expect(customers.length).toBeGreaterThanOrEqual(3);
      expect(customers.length).toBeLessThanOrEqual(6);
      expect(customers.length).toBe(truth.stops.length - 2);
      for (const stop of truth.stops) {
        expect(ms(stop.departTime) - ms(stop.arriveTime)).toBeGreaterThanOrEqual(5 * MINUTE);
      }
      for (const stop of customers) {
        // 10–60 minutes of work, plus lunch (up to an hour) at one of them.
        expect(ms(stop.departTime) - ms(stop.arriveTime)).toBeLessThanOrEqual(130 * MINUTE);
      }
    }
  });

  it('orders the truth in time: stop, trip, stop, ... from punch-in to punch-out', () => {
    for (const { truth } of plans) {
      expect(truth.trips).toHaveLength(truth.stops.length - 1);
      expect(truth.stops[0]?.arriveTime).toBe(truth.punchIn.time);
      expect(truth.stops.at(-1)?.departTime).toBe(truth.punchOut.time);
      truth.trips.forEach((trip, i) => {
        const before = truth.stops[i];
        const after = truth.stops[i + 1];
        expect(trip.startTime).toBe(before?.departTime);
        expect(trip.endTime).toBe(after?.arriveTime);
        expect(ms(trip.endTime)).toBeGreaterThan(ms(trip.startTime));
        expect(trip.fromPlace).toBe(before?.placeName);
        expect(trip.toPlace).toBe(after?.placeName);
      });
    }
  });

  it('takes one lunch break of 30–60 minutes inside a customer stop', () => {
    for (const { truth } of plans) {
      expect(truth.breaks).toHaveLength(1);
      const lunch = truth.breaks[0];
      if (!lunch) throw new Error('no lunch');
      expect(lunch.reason).toBe('Lunch');
      const minutes = (ms(lunch.endTime) - ms(lunch.startTime)) / MINUTE;
      expect(minutes).toBeGreaterThanOrEqual(30);
      expect(minutes).toBeLessThanOrEqual(60);
      const stop = truth.stops.find((s) => s.placeName === lunch.placeName);
      expect(stop?.role).toBe('customer');
      expect(ms(lunch.startTime)).toBeGreaterThan(ms(stop?.arriveTime ?? ''));
      expect(ms(lunch.endTime)).toBeLessThan(ms(stop?.departTime ?? ''));
    }
  });

  it('drains the battery from the 90s to around 30 %, whole percents, rising only while charging', () => {
    for (const plan of plans) {
      expect(plan.truth.battery.start).toBeGreaterThanOrEqual(88);
      expect(plan.truth.battery.end).toBeGreaterThanOrEqual(20);
      expect(plan.truth.battery.end).toBeLessThanOrEqual(50);
      const points = plan.batches.flatMap((b) => b.points);
      const byTime = [...new Map(points.map((p) => [p.id, p])).values()].sort(
        (a, b) => ms(a.timestamp) - ms(b.timestamp),
      );
      for (let i = 1; i < byTime.length; i++) {
        const [a, b] = [byTime[i - 1], byTime[i]];
        expect(Number.isInteger(b?.battery)).toBe(true);
        if ((b?.battery ?? 0) > (a?.battery ?? 0)) expect(a?.charging || b?.charging).toBe(true);
      }
    }
    expect(plans.some((p) => p.truth.battery.charging !== null)).toBe(true);
  });
});
