import { describe, expect, it } from 'vitest';
import { reportJsonBytes } from './report-json.ts';

async function* batchesOf<T>(...batches: T[][]) {
  for (const batch of batches) yield batch;
}

describe('reportJsonBytes (issue 29: a report answer written a batch at a time)', () => {
  it('is the answer JSON.stringify would write, whatever the batches', async () => {
    const people = [{ name: 'Asha' }, { name: 'आरती "quoted"' }, { name: 'Bosco' }];
    let seen = 0;
    async function* counted() {
      for await (const batch of batchesOf(people.slice(0, 1), [], people.slice(1))) {
        seen += batch.length;
        yield batch;
      }
    }
    const bytes = await reportJsonBytes(counted(), {
      head: { kind: 'attendance', company: { name: 'Rāmesh & Co' } },
      tail: () => ({ totals: { people: seen } }),
    });
    const expected = {
      is_success: true,
      report: {
        kind: 'attendance',
        company: { name: 'Rāmesh & Co' },
        people,
        totals: { people: 3 },
      },
    };
    expect(bytes.toString('utf8')).toBe(JSON.stringify(expected));
  });

  it('with nobody, and with nothing around the people', async () => {
    const bytes = await reportJsonBytes(batchesOf<object>(), { head: {}, tail: () => ({}) });
    expect(JSON.parse(bytes.toString('utf8'))).toEqual({
      is_success: true,
      report: { people: [] },
    });
  });
});
