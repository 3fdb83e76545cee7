import { describe, expect, it } from 'vitest';
import { buildDemoRows } from './build-demo-rows.ts';
import { createDemoClock } from './demo-time.ts';

// Goa's extent, with a little margin: 14.89-15.80 N, 73.67-74.34 E.
const inGoa = (lat: number, lng: number) =>
  lat >= 14.88 && lat <= 15.81 && lng >= 73.66 && lng <= 74.35;

// 00:01, 12:00 and 23:59 in Asia/Kolkata: "today" is squeezed hardest just after midnight.
const SEED_MOMENTS = ['2026-03-09T18:31:00Z', '2026-03-10T06:30:00Z', '2026-03-10T18:29:00Z'];

describe('buildDemoRows', () => {
  it.each(SEED_MOMENTS)(
    'never puts an event after the seed time and keeps each task in order (now %s)',
    (iso) => {
      const now = new Date(iso);
      const rows = buildDemoRows(now);
      for (const task of [...rows.tasks, ...rows.subtasks]) {
        const times = [
          task.createdAt,
          task.supervisorAssignedAt,
          task.employeeAssignedAt,
          task.startedAt,
          task.resolvedAt,
          task.updatedAt,
        ].filter((t): t is Date => t instanceof Date);
        for (const t of times)
          expect(t.getTime(), task.description).toBeLessThanOrEqual(now.getTime());
        const ordered = [
          task.createdAt,
          task.supervisorAssignedAt,
          task.employeeAssignedAt,
          task.startedAt,
          task.resolvedAt,
        ]
          .filter((t): t is Date => t instanceof Date)
          .map((t) => t.getTime());
        expect(ordered, task.description).toEqual([...ordered].sort((a, b) => a - b));
      }
    },
  );

  it.each(SEED_MOMENTS)(
    'has incoming tasks created today and tasks resolved today (now %s)',
    (iso) => {
      const now = new Date(iso);
      const { startOfToday } = createDemoClock(now);
      const isToday = (d: Date | null | undefined) => !!d && d >= startOfToday && d <= now;
      const all = buildDemoRows(now).tasks;
      expect(
        all.filter((t) => t.status === 'incoming' && isToday(t.createdAt)).length,
      ).toBeGreaterThanOrEqual(3);
      expect(
        all.filter((t) => t.status === 'resolved' && isToday(t.resolvedAt)).length,
      ).toBeGreaterThanOrEqual(3);
    },
  );

  it('builds the same rows for the same moment and unique ids throughout', () => {
    const now = new Date('2026-03-10T06:30:00Z');
    const a = buildDemoRows(now);
    expect(buildDemoRows(now)).toEqual(a);
    const ids = [...a.departments, ...a.users, ...a.customers, ...a.tasks, ...a.subtasks].map(
      (r) => r.id,
    );
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('places the company and every task in Goa, and every subtask under an existing task', () => {
    const rows = buildDemoRows(new Date());
    expect(inGoa(rows.company.addressLat ?? 0, rows.company.addressLng ?? 0)).toBe(true);
    for (const task of [...rows.tasks, ...rows.subtasks]) {
      expect(inGoa(task.locationLat ?? 0, task.locationLng ?? 0), task.description).toBe(true);
      expect(task.locationAddress, task.description).toMatch(/Goa \d{6}$/);
    }
    const parentIds = new Set(rows.tasks.map((t) => t.id));
    for (const sub of rows.subtasks) expect(parentIds.has(sub.parentComplaintId ?? '')).toBe(true);
  });

  it('keeps demo e-mail addresses on the reserved .example domain', () => {
    const rows = buildDemoRows(new Date());
    for (const email of [
      rows.company.email,
      ...rows.users.map((u) => u.email),
      ...rows.customers.map((c) => c.email),
    ]) {
      expect(email).toMatch(/@[a-z0-9.-]+\.example$/);
    }
  });
});
