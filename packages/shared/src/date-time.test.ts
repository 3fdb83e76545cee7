import { describe, expect, it } from 'vitest';
import { isoDateTimeSchema } from './date-time.ts';

describe('isoDateTimeSchema: a date and time PostgreSQL can store (issue 16)', () => {
  const dueDate = isoDateTimeSchema('dueDate');
  const messageOf = (value: string) => dueDate.safeParse(value).error?.issues[0]?.message;

  it('takes ISO times with a Z or an offset in years 0001 to 9999', () => {
    for (const value of [
      '2026-11-24T09:30:00Z',
      '2026-11-24T09:30:00.123+05:30',
      '0001-01-01T00:00:00Z',
      '9999-12-31T23:59:59.999Z',
    ]) {
      expect(dueDate.safeParse(value).success).toBe(true);
    }
  });

  it('refuses year 0 and times past 9999 once read as UTC, naming the field', () => {
    for (const value of [
      '0000-01-01T00:00:00Z',
      '0001-01-01T00:30:00+01:00',
      '9999-12-31T23:00:00-05:00',
    ]) {
      expect(messageOf(value)).toBe('dueDate must be between the years 0001 and 9999');
    }
    expect(messageOf('2026-11-24T09:30:00')).toBe('dueDate must be an ISO date and time');
  });
});
