import { sql } from 'drizzle-orm';
import { check, date, foreignKey, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { REPORT_LIMITS } from '@ronda/shared';
import { companies } from './companies.ts';

/**
 * A company's public holidays (issue 29): a day the reports count as a holiday, not an absence.
 * One name per date; the whole list is replaced when an admin saves the report settings.
 */
export const companyHolidays = pgTable(
  'company_holidays',
  {
    companyId: uuid('company_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.date] }),
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade'),
    check(
      'company_holidays_name_length',
      sql`char_length(${t.name}) between 1 and ${sql.raw(String(REPORT_LIMITS.holidayName))}`,
    ),
  ],
);
