import { describe, expect, it } from 'vitest';
import type { UserWithDepartments } from '../../repositories/people.repository.ts';
import { reportSource } from './report-source.ts';

const people = Array.from(
  { length: 7 },
  (_, i) => ({ id: `p${i}`, departments: [] }) as unknown as UserWithDepartments,
);
const ids = (batch: UserWithDepartments[]) => batch.map((p) => p.id);

describe('reportSource (issue 29: batches are read while the one before is worked out)', () => {
  it('gives every person once, in order, a batch at a time, reading one batch early at most', async () => {
    const log: string[] = [];
    const source = reportSource(people, {
      read: async (batch) => {
        log.push(`read ${ids(batch).join(',')}`);
        return ids(batch).map((id) => id.toUpperCase());
      },
      rows: (batch, data) => {
        log.push(`rows ${ids(batch).join(',')}`);
        return data;
      },
    });
    const got: string[] = [];
    for await (const batch of source.batches({ size: 3, ahead: 1 })) {
      log.push('used');
      got.push(...batch);
    }
    expect(got).toEqual(['P0', 'P1', 'P2', 'P3', 'P4', 'P5', 'P6']);
    expect(log).toEqual([
      'read p0,p1,p2',
      'read p3,p4,p5',
      'rows p0,p1,p2',
      'used',
      'read p6',
      'rows p3,p4,p5',
      'used',
      'rows p6',
      'used',
    ]);
  });

  it('keeps `ahead` reads going while a batch is worked out', async () => {
    const log: string[] = [];
    const source = reportSource(people, {
      read: async (batch) => {
        log.push(`read ${ids(batch).join(',')}`);
        return ids(batch);
      },
      rows: (batch, data) => {
        log.push(`rows ${ids(batch).join(',')}`);
        return data;
      },
    });
    const got: string[] = [];
    for await (const batch of source.batches({ size: 2, ahead: 2 })) got.push(...batch);
    expect(got).toEqual(ids(people));
    expect(log).toEqual([
      'read p0,p1',
      'read p2,p3',
      'read p4,p5',
      'rows p0,p1',
      'read p6',
      'rows p2,p3',
      'rows p4,p5',
      'rows p6',
    ]);
  });

  it("fails with a read's error, and a read nobody came back for is no unhandled rejection", async () => {
    const failing = reportSource(people, {
      read: async (batch) => {
        if (batch[0]?.id === 'p3') throw new Error('database gone');
        return ids(batch);
      },
      rows: (_batch, data) => data,
    });
    const seen: string[] = [];
    await expect(
      (async () => {
        for await (const batch of failing.batches({ size: 3, ahead: 1 })) seen.push(...batch);
      })(),
    ).rejects.toThrow('database gone');
    expect(seen).toEqual(['p0', 'p1', 'p2']);

    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', note);
    try {
      // The first batch is used and the file is cut short while the second is being read.
      for await (const batch of failing.batches({ size: 3, ahead: 1 })) if (batch.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      process.off('unhandledRejection', note);
    }
    expect(unhandled).toEqual([]);
  });

  it('has no batch for nobody', async () => {
    const source = reportSource([], {
      read: async () => {
        throw new Error('never read');
      },
      rows: () => [],
    });
    const batches = [];
    for await (const batch of source.batches()) batches.push(batch);
    expect(batches).toEqual([]);
  });
});
