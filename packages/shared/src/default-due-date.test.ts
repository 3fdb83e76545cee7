import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_DUE_DAYS,
  DUE_DAYS_RANGE,
  defaultDueDate,
  dueDaysSchema,
  type DueDays,
} from './default-due-date.ts';
import { localDayBounds } from './local-day.ts';
import { localDateIn } from './task-date-ranges.ts';
import { TASK_PRIORITIES } from './task-enums.ts';

const GOA = 'Asia/Kolkata';
// Wednesday 11 March 2026, 10:00 in Goa.
const wednesday = new Date('2026-03-11T04:30:00Z');
/** The last millisecond of a day in Goa (UTC+5:30), as the function answers it. */
const endInGoa = (day: string) => `${day}T18:29:59.999Z`;

describe('defaultDueDate (issue 28: a due date for a task created without one)', () => {
  it("gives each priority the issue's defaults in working days, due by the end of the day", () => {
    expect(defaultDueDate('critical', DEFAULT_DUE_DAYS, wednesday, GOA)).toBe(
      // The day runs to 23:59:59.999 in Goa, which is 18:29:59.999 UTC.
      endInGoa('2026-03-11'),
    );
    expect(defaultDueDate('high', DEFAULT_DUE_DAYS, wednesday, GOA)).toBe(endInGoa('2026-03-12'));
    // Thursday, Friday, then Monday: the weekend does not count.
    expect(defaultDueDate('medium', DEFAULT_DUE_DAYS, wednesday, GOA)).toBe(endInGoa('2026-03-16'));
    expect(defaultDueDate('low', DEFAULT_DUE_DAYS, wednesday, GOA)).toBe(endInGoa('2026-03-18'));
  });

  it('crosses the weekend: Friday and Saturday lead to Monday; 0 on a Saturday is that Saturday', () => {
    const friday = new Date('2026-03-13T06:00:00Z');
    const saturday = new Date('2026-03-14T06:00:00Z');
    const sunday = new Date('2026-03-15T06:00:00Z');
    expect(defaultDueDate('high', DEFAULT_DUE_DAYS, friday, GOA)).toBe(endInGoa('2026-03-16'));
    expect(defaultDueDate('high', DEFAULT_DUE_DAYS, saturday, GOA)).toBe(endInGoa('2026-03-16'));
    expect(defaultDueDate('critical', DEFAULT_DUE_DAYS, saturday, GOA)).toBe(
      endInGoa('2026-03-14'),
    );
    // Five working days from a Sunday: Monday to Friday of the next week.
    expect(defaultDueDate('low', DEFAULT_DUE_DAYS, sunday, GOA)).toBe(endInGoa('2026-03-20'));
    // 10 working days from a Friday: two whole weeks later.
    const ten: DueDays = { ...DEFAULT_DUE_DAYS, low: 10 };
    expect(defaultDueDate('low', ten, friday, GOA)).toBe(endInGoa('2026-03-27'));
  });

  it("counts from the company's today, not UTC's, just after midnight", () => {
    // 00:15 on Friday 13 March in Goa is still Thursday 18:45 in UTC and 14:45 in New York.
    const justAfter = new Date('2026-03-12T18:45:00Z');
    expect(defaultDueDate('critical', DEFAULT_DUE_DAYS, justAfter, GOA)).toBe(
      endInGoa('2026-03-13'),
    );
    expect(defaultDueDate('high', DEFAULT_DUE_DAYS, justAfter, GOA)).toBe(endInGoa('2026-03-16'));
    expect(defaultDueDate('high', DEFAULT_DUE_DAYS, justAfter, 'UTC')).toBe(
      '2026-03-13T23:59:59.999Z',
    );
    // Thursday in New York (UTC-4 since 8 March): due by the end of that Thursday there.
    expect(defaultDueDate('critical', DEFAULT_DUE_DAYS, justAfter, 'America/New_York')).toBe(
      '2026-03-13T03:59:59.999Z',
    );
    // One minute before midnight in Goa it is still Thursday.
    const justBefore = new Date('2026-03-12T18:29:00Z');
    expect(defaultDueDate('critical', DEFAULT_DUE_DAYS, justBefore, GOA)).toBe(
      endInGoa('2026-03-12'),
    );
  });

  it('ends a day of 23 hours at its own midnight (New York, Sunday 8 March 2026)', () => {
    const sundayMorning = new Date('2026-03-08T14:00:00Z');
    expect(defaultDueDate('critical', DEFAULT_DUE_DAYS, sundayMorning, 'America/New_York')).toBe(
      '2026-03-09T03:59:59.999Z',
    );
  });
});

const ZONES = [
  'Asia/Kolkata',
  'UTC',
  'America/New_York',
  'Pacific/Kiritimati',
  'Pacific/Niue',
  'America/Sao_Paulo',
];
const dayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('defaultDueDate, for any moment, zone and setting', () => {
  it('is the end of a day from today on, with exactly N working days after today up to it', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2100-01-01T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...ZONES),
        fc.constantFrom(...TASK_PRIORITIES),
        fc.integer({ min: DUE_DAYS_RANGE.min, max: DUE_DAYS_RANGE.max }),
        (now, zone, priority, n) => {
          const days: DueDays = { ...DEFAULT_DUE_DAYS, [priority]: n };
          const due = new Date(defaultDueDate(priority, days, now, zone));
          const today = localDateIn(now, zone);
          const dueDay = localDateIn(due, zone);
          // Due by the end of its day: the next millisecond is the next day's start.
          expect(due.getTime() + 1).toBe(localDayBounds(dueDay, zone).end.getTime());
          // Not overdue today (overdue is "due before today's start").
          expect(due.getTime()).toBeGreaterThanOrEqual(localDayBounds(today, zone).start.getTime());
          if (n === 0) {
            expect(dueDay).toBe(today);
            return;
          }
          expect([0, 6]).not.toContain(dayOf(dueDay));
          let working = 0;
          for (let day = nextDay(today); day <= dueDay; day = nextDay(day)) {
            if (![0, 6].includes(dayOf(day))) working += 1;
          }
          expect(working).toBe(n);
        },
      ),
    );
  });
});

describe('dueDaysSchema', () => {
  it('takes whole days from 0 to 60 for all four priorities, with plain messages', () => {
    expect(dueDaysSchema.parse({ critical: 0, high: 1, medium: 3, low: 60 })).toEqual({
      critical: 0,
      high: 1,
      medium: 3,
      low: 60,
    });
    const refused = (value: unknown) =>
      dueDaysSchema.safeParse({ ...DEFAULT_DUE_DAYS, high: value }).error?.issues[0]?.message;
    expect(refused(61)).toBe('must be from 0 to 60 days');
    expect(refused(-1)).toBe('must be from 0 to 60 days');
    expect(refused(1.5)).toBe('must be a whole number of days');
    expect(refused('2')).toBe('must be a whole number of days');
    expect(dueDaysSchema.safeParse({ critical: 0 }).success).toBe(false);
  });
});
