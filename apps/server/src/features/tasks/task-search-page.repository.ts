import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { complaints } from '../../db/schema/index.ts';
import {
  conditionOf,
  orderOf,
  overdueCondition,
  statusFacetOf,
  type TaskListFilter,
  type TaskPage,
} from './task-list.repository.ts';

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
  page: { number: number; size: number },
): Promise<TaskPage> {
  const facet = statusFacetOf(filter) ?? sql`true`;
  const [rows, counts] = await Promise.all([
    db
      .select({ id: complaints.id })
      .from(complaints)
      .where(conditionOf(companyId, filter))
      .orderBy(...orderOf(filter.sort))
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    db
      .select({
        total: sql<number>`(count(*) filter (where ${facet}))::int`,
        overdue: sql<number>`(count(*) filter (where ${overdueCondition(filter.todayStart)}))::int`,
      })
      .from(complaints)
      .where(conditionOf(companyId, filter, false)),
  ]);
  return {
    ids: rows.map((r) => r.id),
    total: counts[0]?.total ?? 0,
    overdue: counts[0]?.overdue ?? 0,
  };
}
