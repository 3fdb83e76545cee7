import { localDateIn } from '@ronda/shared';
import { describe, expect, it } from 'vitest';
import { daysOfRange, periodRange, rangeProblem, type PeriodPreset } from './report-period';

const preset = (p: PeriodPreset, today: string) =>
  periodRange({ kind: 'preset', preset: p }, today);

describe('report periods (issue 29): whole weeks Monday–Sunday and whole calendar months', () => {
  it('on Wednesday 18 November 2026', () => {
    expect(preset('this-week', '2026-11-18')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(preset('last-week', '2026-11-18')).toEqual({ from: '2026-11-09', to: '2026-11-15' });
    expect(preset('this-month', '2026-11-18')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(preset('last-month', '2026-11-18')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });

  it('a Monday starts its own week; a Sunday ends it', () => {
    expect(preset('this-week', '2026-11-16')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(preset('this-week', '2026-11-22')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(preset('last-week', '2026-11-22')).toEqual({ from: '2026-11-09', to: '2026-11-15' });
  });

  it('weeks and months across a year end, and February of a leap year', () => {
    expect(preset('this-week', '2027-01-01')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
    expect(preset('last-month', '2027-01-15')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(preset('this-month', '2028-02-10')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(preset('last-month', '2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it("counts from the company's today, not the browser's: 20:00 UTC on 30 November is 1 December in Goa", () => {
    const today = localDateIn(new Date('2026-11-30T20:00:00Z'), 'Asia/Kolkata');
    expect(preset('this-month', today)).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(preset('last-month', today)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('a chosen range is itself', () => {
    expect(
      periodRange({ kind: 'range', from: '2026-10-05', to: '2026-10-09' }, '2026-11-18'),
    ).toEqual({ from: '2026-10-05', to: '2026-10-09' });
  });

  it('a chosen range must be real days, in order, at most 366 of them', () => {
    expect(rangeProblem({ from: '2028-01-01', to: '2028-12-31' })).toBeNull();
    expect(rangeProblem({ from: '2026-11-18', to: '2026-11-18' })).toBeNull();
    expect(rangeProblem({ from: '2027-01-01', to: '2028-01-02' })).toBe(
      'A report covers at most 366 days.',
    );
    expect(rangeProblem({ from: '2026-11-18', to: '2026-11-17' })).toBe(
      'The last day cannot be before the first day.',
    );
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe(
      'Choose the first day of the period.',
    );
    expect(rangeProblem({ from: '2026-02-01', to: '' })).toBe('Choose the last day of the period.');
  });

  it('lists the days of a range, across a month end', () => {
    expect(daysOfRange({ from: '2026-10-30', to: '2026-11-02' })).toEqual([
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
    expect(daysOfRange({ from: '2028-01-01', to: '2028-12-31' })).toHaveLength(366);
  });
});
