import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { TaskSort } from '@ronda/shared';
import { complaints } from '../../db/schema/index.ts';
import {
  conditionOf,
  overdueCondition,
  statusFacetOf,
  type TaskListFilter,
  type TaskPage,
} from './task-list.repository.ts';

type PageAt = { number: number; size: number };

/** The orders of orderOf, on the matches' own columns. */
const MATCH_ORDER: Record<TaskSort, string> = {
  newest: 'created_at desc nulls last, id desc nulls last',
  due: 'due_date asc nulls last, created_at desc nulls last, id desc nulls last',
  priority: 'priority desc nulls last, created_at desc nulls last, id desc nulls last',
};

/**
 * The page of a search, from its matches read whole (a materialised CTE). PostgreSQL cannot
 * estimate how many tasks a company-tagged word matches, and for a rare one it walked the
 * newest-first index reading every task of the company to fill a page (110 ms for a phone
 * number among 100,000 tasks); the matches come from the word index instead, and sorting a
 * few thousand of them for a page costs less than the count beside it.
 */
const pageQuery = (where: SQL | undefined, sort: TaskSort | undefined, page: PageAt) =>
  sql`with matches as materialized (
        select id, created_at, due_date, priority from ${complaints} where ${where})
      select id from matches order by ${sql.raw(MATCH_ORDER[sort ?? 'newest'])}
      limit ${page.size} offset ${(page.number - 1) * page.size}`;

/**
 * A search's page, and its total and overdue count from one reading of the matches (issue 28).
 * The list without a search counts through its ordered indexes; a search's matches come from the
 * trigram index as a bitmap, and reading them once for the total and again for the overdue
 * count doubled the cost of a common word. The page stays its own statement: for a common word
 * PostgreSQL walks the newest-first index and stops at the page's end, which no single
 * statement with window counts can (it must read every match before the first row).
 */
export async function listSearchPage(
  db: Database,
  companyId: string,
  filter: TaskListFilter,
  page: PageAt,
): Promise<TaskPage> {
  const facet = statusFacetOf(filter) ?? sql`true`;
  const [rows, counts] = await Promise.all([
    db.execute<{ id: string }>(pageQuery(conditionOf(companyId, filter), filter.sort, page)),
    db
      .select({
        total: sql<number>`(count(*) filter (where ${facet}))::int`,
        overdue: sql<number>`(count(*) filter (where ${overdueCondition(filter.todayStart)}))::int`,
      })
      .from(complaints)
      .where(conditionOf(companyId, filter, false)),
  ]);
  return {
    ids: rows.rows.map((r) => r.id),
    total: counts[0]?.total ?? 0,
    overdue: counts[0]?.overdue ?? 0,
  };
}
