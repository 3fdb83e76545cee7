import type { PeopleScope, TaskScope } from '../../auth/access-policy.ts';
import type { Database } from '../../db/client.ts';

interface StatsRow {
  active_users: number;
  active_tasks: number;
  completed_today: number;
  incoming_today: number;
}

/**
 * The dashboard's four numbers in one round trip. "Today" is the company's day in its time zone,
 * and a task's day is its agenda day (complaints.agenda_at), the same day the Tasks date filter
 * uses, so each card's count is the length of the list its link opens.
 */
export async function readDashboardStats(
  db: Database,
  companyId: string,
  timezone: string,
  people: PeopleScope,
  tasks: TaskScope,
): Promise<StatsRow> {
  const peopleFilter =
    people.kind === 'company'
      ? ''
      : people.kind === 'self'
        ? 'and u.id = $3'
        : `and (u.id = $3 or exists (select 1 from department_members m
              where m.company_id = u.company_id and m.user_id = u.id
                and m.department_id = any($4::uuid[])))`;
  const taskFilter =
    tasks.kind === 'assigned' ? 'and c.employee_id = $5' : 'and c.parent_complaint_id is null';
  const result = await db.$client.query<StatsRow>({
    text: `
      with today as (
        select (date_trunc('day', now() at time zone $2) at time zone $2) as from_at,
               ((date_trunc('day', now() at time zone $2) + interval '1 day') at time zone $2) as to_at,
               -- Every parameter is typed here, whichever filters below use it.
               $3::uuid as scope_user, $4::uuid[] as scope_departments, $5::uuid as assignee
      )
      select
        (select count(*)::int from users u
          where u.company_id = $1 and u.status = 'active' ${peopleFilter}) as active_users,
        (select count(*)::int from complaints c
          where c.company_id = $1 and c.status in ('incoming', 'in-progress') ${taskFilter})
          as active_tasks,
        (select count(*)::int from complaints c, today
          where c.company_id = $1 and c.status = 'resolved'
            and c.agenda_at >= today.from_at and c.agenda_at < today.to_at ${taskFilter})
          as completed_today,
        (select count(*)::int from complaints c, today
          where c.company_id = $1 and c.status = 'incoming'
            and c.agenda_at >= today.from_at and c.agenda_at < today.to_at ${taskFilter})
          as incoming_today`,
    values: [
      companyId,
      timezone,
      people.kind === 'company' ? null : people.kind === 'self' ? people.userId : people.alsoUserId,
      people.kind === 'departments' ? [...people.departmentIds] : null,
      tasks.kind === 'assigned' ? tasks.userId : null,
    ],
  });
  const row = result.rows[0];
  if (!row) throw new Error('stats query returned no row');
  return row;
}
