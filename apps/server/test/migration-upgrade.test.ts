import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../src/db/migrate.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/**
 * Upgrades from databases migrated by earlier versions (issue 28's review): drizzle applies only
 * the migrations whose journal time is newer than the newest it applied, and 0013 and 0014 were
 * first given times before 0012's, so a database migrated to 0012 before they existed never
 * got them. Each case takes a fully migrated database back to an earlier version's state.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

const q = (sql: string) => database.pool.query(sql);
const columnsOf = async (table: string) =>
  (
    await database.pool.query<{ column_name: string }>(
      'select column_name from information_schema.columns where table_name = $1',
      [table],
    )
  ).rows.map((r) => r.column_name);

/** The state before 0015: its columns gone and its journal row with them. */
async function undo0015() {
  await q(`alter table companies drop constraint if exists companies_due_days_range`);
  for (const p of ['critical', 'high', 'medium', 'low']) {
    await q(`alter table companies drop column if exists due_days_${p}`);
  }
}
/** Forget every migration applied after 0012 (journal time 1795900000000). */
const forgetAfter0012 = () =>
  q(`delete from drizzle.__drizzle_migrations where created_at > 1795900000000`);

describe('upgrading a database migrated by an earlier version', () => {
  it('one migrated to 0012 before 0013 existed gets 0013 to 0017 (the search text of 0014 replaced by the document of 0017)', async () => {
    await undo0015();
    await q(`drop trigger if exists complaints_search_text on complaints`);
    await q(`drop trigger if exists customers_search_text on customers`);
    await q(`alter table complaints drop column if exists search_vector`);
    await q(`alter table companies drop constraint if exists companies_stop_threshold_range`);
    await q(`alter table companies drop column if exists stop_threshold_min`);
    await forgetAfter0012();

    await runMigrations(database.pool);
    expect(await columnsOf('companies')).toEqual(
      expect.arrayContaining(['stop_threshold_min', 'due_days_medium', 'work_days']),
    );
    // 0014's search text, replaced by 0017's document.
    expect(await columnsOf('complaints')).toContain('search_vector');
    expect(await columnsOf('complaints')).not.toContain('search_text');
    expect(await columnsOf('company_holidays')).toEqual(
      expect.arrayContaining(['company_id', 'date', 'name']),
    );
    const triggers = await q(
      `select tgname from pg_trigger where tgname in ('complaints_search_text', 'customers_search_text')`,
    );
    expect(triggers.rowCount).toBe(2);
  });

  it('one that ran 0013 and 0014 under their first times re-runs them harmlessly, then gets 0015', async () => {
    await undo0015();
    await forgetAfter0012();
    await runMigrations(database.pool);
    expect(await columnsOf('companies')).toEqual(
      expect.arrayContaining(['stop_threshold_min', 'due_days_low', 'rate_driving_paise']),
    );
    const applied = await q(`select count(*)::int as n from drizzle.__drizzle_migrations`);
    // A third start changes nothing.
    await runMigrations(database.pool);
    expect((await q(`select count(*)::int as n from drizzle.__drizzle_migrations`)).rows).toEqual(
      applied.rows,
    );
  });
});
