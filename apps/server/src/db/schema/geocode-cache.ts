import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Answers of the Nominatim-compatible geocoder (GEOCODER_URL), kept so a repeated address search
 * or reverse lookup costs no upstream request (the public service allows one per second).
 */
export const geocodeCache = pgTable(
  'geocode_cache',
  {
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.key] }),
    index('geocode_cache_created_idx').on(t.createdAt),
  ],
);
