import { describe, expect, it } from 'vitest';
import {
  MAX_POINTS_PER_BATCH,
  breakEndInputSchema,
  breakStartInputSchema,
  devicePointSchema,
  punchInputSchema,
  workLogInputSchema,
} from '@ronda/shared';
import type { PointBatch } from './upload-batches.ts';
import { median, samplePlans } from './sample-plans.ts';

const HOUR = 3_600_000;
const ms = (iso: string) => Date.parse(iso);
const newestFix = (batch: PointBatch) => Math.max(...batch.points.map((p) => ms(p.timestamp)));
const idsOf = (batch: PointBatch) => batch.points.map((p) => p.id).join(',');

describe('planFieldDay: how the phone uploads', () => {
  const plans = samplePlans();

  it('lists batches in send order, never before their newest fix, within the size limit', () => {
    for (const { batches } of plans) {
      batches.forEach((batch, i) => {
        expect(batch.points.length).toBeGreaterThan(0);
        expect(batch.points.length).toBeLessThanOrEqual(MAX_POINTS_PER_BATCH);
        expect(batch.sendAt.getTime()).toBeGreaterThanOrEqual(newestFix(batch));
        const previous = batches[i - 1];
        if (previous)
          expect(batch.sendAt.getTime()).toBeGreaterThanOrEqual(previous.sendAt.getTime());
      });
    }
  });

  it('uploads every 2–5 minutes in the ordinary run of the day', () => {
    for (const { batches } of plans) {
      const gaps = batches
        .slice(1)
        .map((b, i) => (b.sendAt.getTime() - (batches[i] as PointBatch).sendAt.getTime()) / 60_000);
      // Under a minute apart are re-sends and the late sweep; longer ones are the offline hour,
      // the silent gap (nothing to send) and the sweep.
      const ordinary = gaps.filter((g) => g >= 1);
      const regular = ordinary.filter((g) => g <= 5.01);
      expect(regular.length / ordinary.length).toBeGreaterThan(0.8);
      expect(median(ordinary)).toBeGreaterThanOrEqual(2);
      expect(median(ordinary)).toBeLessThanOrEqual(5);
    }
  });

  it('re-sends a few batches byte for byte, and every other point id is used once', () => {
    for (const plan of plans) {
      const seen = new Map<string, PointBatch>();
      let resent = 0;
      const ids = new Set<string>();
      for (const batch of plan.batches) {
        const key = idsOf(batch);
        const earlier = seen.get(key);
        if (earlier) {
          resent++;
          expect(JSON.stringify(batch.points)).toBe(JSON.stringify(earlier.points));
          continue;
        }
        seen.set(key, batch);
        for (const p of batch.points) {
          expect(ids.has(p.id), p.id).toBe(false);
          ids.add(p.id);
        }
      }
      expect(resent).toBeGreaterThanOrEqual(2);
      expect(resent).toBe(plan.truth.uploads.resentBatches);
      expect([...ids].sort()).toEqual(plan.trueFixes.map((f) => f.id).sort());
    }
  });

  it('sends some batches hours late, after batches holding newer fixes', () => {
    for (const plan of plans) {
      const late = plan.batches.filter((b) => b.sendAt.getTime() - newestFix(b) >= HOUR);
      expect(late.length).toBeGreaterThan(0);
      expect(late.length).toBe(plan.truth.uploads.lateBatches);
      const first = late[0] as PointBatch;
      const newerSentBefore = plan.batches.some(
        (b) => b.sendAt < first.sendAt && newestFix(b) > newestFix(first),
      );
      expect(newerSentBefore).toBe(true);
    }
  });

  it('sometimes has points out of order within a batch', () => {
    const jumbled = plans
      .flatMap((p) => p.batches)
      .filter((batch) =>
        batch.points.some(
          (p, i) => i > 0 && ms(p.timestamp) < ms(batch.points[i - 1]?.timestamp ?? ''),
        ),
      );
    expect(jumbled.length).toBeGreaterThan(0);
  });

  it('builds every point body to the shared device schema', () => {
    for (const plan of plans) {
      for (const batch of plan.batches) {
        for (const point of batch.points) {
          const parsed = devicePointSchema.safeParse(point);
          expect(parsed.success, `${point.id}: ${parsed.error?.message}`).toBe(true);
        }
      }
    }
  });
});

describe('planFieldDay: the taps in the app', () => {
  const plans = samplePlans();

  it('builds every action body to its shared schema, on its path', () => {
    const schemas = {
      'punch-in': punchInputSchema,
      'punch-out': punchInputSchema,
      'break-start': breakStartInputSchema,
      'break-end': breakEndInputSchema,
      'work-log': workLogInputSchema,
    };
    for (const plan of plans) {
      for (const action of plan.actions) {
        const parsed = schemas[action.kind].safeParse(action.body);
        expect(parsed.success, `${action.kind}: ${parsed.error?.message}`).toBe(true);
        expect(action.path).toMatch(/^\/api\/device\//);
        expect(action.sendAt.getTime()).toBeGreaterThanOrEqual(ms(action.body.timestamp));
      }
    }
  });

  it('punches in first, before any points go up, and punches out last', () => {
    for (const plan of plans) {
      const kinds = plan.actions.map((a) => a.kind);
      expect(kinds[0]).toBe('punch-in');
      expect(kinds.at(-1)).toBe('punch-out');
      expect(kinds.filter((k) => k === 'break-start')).toHaveLength(1);
      expect(kinds.indexOf('break-start')).toBeLessThan(kinds.indexOf('break-end'));
      const punchIn = plan.actions[0];
      expect(punchIn?.body.timestamp).toBe(plan.truth.punchIn.time);
      expect(punchIn?.sendAt.getTime()).toBeLessThan(plan.batches[0]?.sendAt.getTime() ?? 0);
    }
  });

  it('logs completed work with its address at most customer stops, during the stop', () => {
    let customers = 0;
    let logs = 0;
    for (const plan of plans) {
      customers += plan.truth.stops.filter((s) => s.role === 'customer').length;
      for (const action of plan.actions) {
        if (action.kind !== 'work-log') continue;
        logs++;
        const stop = plan.truth.stops.find((s) => s.address === action.body.location?.address);
        expect(stop?.role).toBe('customer');
        const at = ms(action.body.timestamp);
        expect(at).toBeGreaterThan(ms(stop?.arriveTime ?? ''));
        expect(at).toBeLessThan(ms(stop?.departTime ?? ''));
        expect(action.body.status).toBe('completed');
        expect(action.body.description.length).toBeGreaterThan(10);
      }
      expect(plan.truth.workLogIds).toHaveLength(
        plan.actions.filter((a) => a.kind === 'work-log').length,
      );
    }
    expect(logs / customers).toBeGreaterThan(0.6);
    expect(logs).toBeLessThanOrEqual(customers);
  });
});
