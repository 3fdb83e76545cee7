import { describe, expect, it } from 'vitest';
import { parseCliOptions } from './cli-options.ts';

// 20:00 UTC on the 24th is already the 25th in Goa (+05:30).
const now = new Date('2026-11-24T20:00:00Z');

describe('parseCliOptions', () => {
  it('defaults to one employee, today in Goa, the local server and ./simulated', () => {
    expect(parseCliOptions([], now)).toEqual({
      kind: 'run',
      options: {
        employees: 1,
        date: '2026-11-25',
        url: 'http://localhost:3000',
        outDir: './simulated',
        live: false,
      },
    });
  });

  it('reads every option', () => {
    const argv = [
      '--employees',
      '11',
      '--date',
      '2026-12-01',
      '--url',
      'http://127.0.0.1:4000/',
      '--out',
      '/tmp/x',
      '--live',
    ];
    expect(parseCliOptions(argv, now)).toEqual({
      kind: 'run',
      options: {
        employees: 11,
        date: '2026-12-01',
        url: 'http://127.0.0.1:4000',
        outDir: '/tmp/x',
        live: true,
      },
    });
  });

  it('refuses more employees than the demo company has, and nonsense counts', () => {
    const tooMany = parseCliOptions(['--employees', '12'], now);
    expect(tooMany).toEqual({ kind: 'error', message: expect.stringContaining('11 field staff') });
    expect(parseCliOptions(['--employees', '0'], now).kind).toBe('error');
    expect(parseCliOptions(['--employees', 'two'], now).kind).toBe('error');
  });

  it('refuses a bad day, a bad URL and unknown options', () => {
    expect(parseCliOptions(['--date', '2026-13-01'], now)).toMatchObject({ kind: 'error' });
    expect(parseCliOptions(['--url', 'localhost'], now)).toMatchObject({ kind: 'error' });
    expect(parseCliOptions(['--employes', '2'], now)).toMatchObject({ kind: 'error' });
  });

  it('answers --help', () => {
    expect(parseCliOptions(['--help'], now)).toEqual({ kind: 'help' });
  });
});
