import { defaultDueDate, type DueDays, type TaskPriority } from '@ronda/shared';
import type { companies } from '../db/schema/companies.ts';

type CompanyRow = typeof companies.$inferSelect;
type DueDayColumns = Pick<
  CompanyRow,
  'dueDaysCritical' | 'dueDaysHigh' | 'dueDaysMedium' | 'dueDaysLow'
>;

/** The company's default due days as the API and the shared rule name them (issue 28). */
export function dueDaysOf(company: DueDayColumns): DueDays {
  return {
    critical: company.dueDaysCritical,
    high: company.dueDaysHigh,
    medium: company.dueDaysMedium,
    low: company.dueDaysLow,
  };
}

/** The columns that keep an admin's default due days. */
export function dueDayColumnsOf(days: DueDays): DueDayColumns {
  return {
    dueDaysCritical: days.critical,
    dueDaysHigh: days.high,
    dueDaysMedium: days.medium,
    dueDaysLow: days.low,
  };
}

/**
 * The due date of a task of this priority the company creates now without one: its default
 * working days counted from the company's today, in its time zone.
 */
export function companyDefaultDueDate(
  company: DueDayColumns & Pick<CompanyRow, 'timezone'>,
  priority: TaskPriority,
  now: Date,
): Date {
  return new Date(defaultDueDate(priority, dueDaysOf(company), now, company.timezone));
}
