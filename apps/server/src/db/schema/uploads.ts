import { bigint, foreignKey, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns.ts';
import { companies } from './companies.ts';

/**
 * Every upload URL handed out: the generated storage key (never the user's file name), who it is
 * for, and whether the bytes arrived. Keys start with the company id.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: idColumn(),
    companyId: uuid('company_id').notNull(),
    key: text('key').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade'),
    index('uploads_company_idx').on(t.companyId, t.createdAt),
  ],
);
