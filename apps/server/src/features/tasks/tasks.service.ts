import { localDateIn, localDayBounds, type TaskListQuery, type TaskStatus } from '@ronda/shared';
import { canReadTask, taskScope } from '../../auth/access-policy.ts';
import { requireOwnCompany } from '../../auth/require.ts';
import type { SessionContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { listTaskPage } from './task-list.repository.ts';
import { listSearchPage } from './task-search-page.repository.ts';
import {
  findSubtaskViews,
  findTasksWithSubtasks,
  findTaskViewsByIds,
} from './task-views.repository.ts';
import { findTaskEvents } from './task-writes.repository.ts';

export const TASK_NOT_FOUND = 'Task not found';

/** The start of the company's today: a task due before it and still open is overdue. */
export function todayStartOf(session: SessionContext, now: Date): Date {
  const timeZone = session.company.timezone;
  return localDayBounds(localDateIn(now, timeZone), timeZone).start;
}

/** A task with its subtasks, as the task answers present them. */
export async function viewWithSubtasks(db: Database, companyId: string, taskId: string) {
  const [view] = await findTaskViewsByIds(db, companyId, [taskId]);
  if (!view) throw ApiError.notFound(TASK_NOT_FOUND);
  const subtasks = (await findSubtaskViews(db, companyId, [view.id])).get(view.id) ?? [];
  return { view, subtasks };
}

export async function listTasks(
  db: Database,
  session: SessionContext,
  companyId: string,
  query: TaskListQuery,
  now: Date,
) {
  requireOwnCompany(session, companyId);
  const todayStart = todayStartOf(session, now);
  const statuses = query.status?.filter((s): s is TaskStatus => s !== 'overdue');
  // A search reads its matches once (task-search-page.repository.ts); the list walks its indexes.
  const listPage = query.q ? listSearchPage : listTaskPage;
  const { ids, total, overdue } = await listPage(
    db,
    companyId,
    {
      scope: taskScope(session.actor),
      statuses,
      overdue: query.status?.includes('overdue'),
      q: query.q,
      sort: query.sort,
      todayStart,
      departmentId: query.departmentId,
      employeeId: query.employeeId,
      customerId: query.customerId,
      supervisorId: query.supervisorId,
      agenda:
        query.startDate && query.endDate
          ? { from: new Date(query.startDate), to: new Date(query.endDate) }
          : undefined,
    },
    { number: query.page, size: query.limit },
  );
  const { views, subtasks } = await findTasksWithSubtasks(db, companyId, ids);
  return {
    tasks: views.map((view) => ({ view, subtasks: subtasks.get(view.id) ?? [] })),
    total,
    overdue,
    todayStart,
    totalPages: Math.ceil(total / query.limit),
    page: query.page,
  };
}

/** A task with its subtasks and history; another company's, or one an employee may not read, is missing. */
export async function taskDetail(db: Database, session: SessionContext, taskId: string, now: Date) {
  const companyId = session.actor.companyId;
  const found = await viewWithSubtasks(db, companyId, taskId);
  if (!canReadTask(session.actor, found.view)) throw ApiError.notFound(TASK_NOT_FOUND);
  const events = await findTaskEvents(db, companyId, taskId);
  return { ...found, events, todayStart: todayStartOf(session, now) };
}
