import type { AlertKind } from '@ronda/shared';
import type { Actor } from '../auth/actor.ts';
import type { Queryable } from './day-fixes.repository.ts';

export interface AlertRow {
  id: string;
  kind: string;
  userId: string | null;
  taskId: string | null;
  openedAt: Date;
  closedAt: Date | null;
  message: string;
  read: boolean;
}

/**
 * Which alerts a person may see (issue 30), as SQL on alerts x with the company as $1, the
 * viewer as $2 and, for a supervisor, their departments as $3: admins the company's;
 * supervisors those of their departments' people (and their own) and of their departments'
 * tasks; employees only those of tasks assigned to them.
 */
function scopeOf(actor: Actor): string {
  if (actor.role === 'admin') return 'true';
  const ownTasks = `x.task_id in (select t.id from complaints t
                      where t.company_id = $1 and t.employee_id = $2)`;
  if (actor.role === 'employee') return ownTasks;
  return `(x.user_id = $2
           or x.user_id in (select m.user_id from department_members m
                             where m.company_id = $1 and m.department_id = any($3::uuid[]))
           or x.task_id in (select t.id from complaints t
                             where t.company_id = $1 and t.department_id = any($3::uuid[])))`;
}

/** $3 only where the scope reads it: PostgreSQL cannot type a parameter no statement uses. */
const valuesOf = (actor: Actor, ...more: unknown[]): unknown[] => [
  actor.companyId,
  actor.userId,
  ...(actor.role === 'supervisor' ? [actor.departmentIds] : []),
  ...more,
];

const STATES = {
  open: 'x.closed_at is null',
  closed: 'x.closed_at is not null',
  all: 'true',
} as const;

/** The viewer's alerts, open first, newest first (at most 200), and how many they have not read. */
export async function findAlerts(
  db: Queryable,
  actor: Actor,
  state: keyof typeof STATES,
): Promise<{ alerts: AlertRow[]; unread: number }> {
  const scope = scopeOf(actor);
  const values = valuesOf(actor);
  const [list, unread] = await Promise.all([
    db.query<AlertRow>(
      `select x.id, x.kind, x.user_id as "userId", x.task_id as "taskId",
              x.opened_at as "openedAt", x.closed_at as "closedAt", x.message,
              exists (select 1 from alert_reads r where r.alert_id = x.id and r.user_id = $2) as read
         from alerts x
        where x.company_id = $1 and ${STATES[state]} and ${scope}
        order by x.closed_at is null desc, x.opened_at desc
        limit 200`,
      values,
    ),
    db.query<{ n: number }>(
      `select count(*)::int as n from alerts x
        where x.company_id = $1 and ${scope}
          and not exists (select 1 from alert_reads r where r.alert_id = x.id and r.user_id = $2)`,
      values,
    ),
  ]);
  return { alerts: list.rows, unread: unread.rows[0]?.n ?? 0 };
}

/** One alert, if the viewer may see it (the same scope), with whether they have read it. */
export async function findVisibleAlert(
  db: Queryable,
  actor: Actor,
  alertId: string,
): Promise<AlertRow | undefined> {
  const { rows } = await db.query<AlertRow>(
    `select x.id, x.kind, x.user_id as "userId", x.task_id as "taskId",
            x.opened_at as "openedAt", x.closed_at as "closedAt", x.message,
            exists (select 1 from alert_reads r where r.alert_id = x.id and r.user_id = $2) as read
       from alerts x
      where x.company_id = $1 and x.id = $${actor.role === 'supervisor' ? 4 : 3}
        and ${scopeOf(actor)}`,
    valuesOf(actor, alertId),
  );
  return rows[0];
}

export async function markRead(db: Queryable, userId: string, alertIds: readonly string[]) {
  await db.query(
    `insert into alert_reads (alert_id, user_id)
     select unnest($2::uuid[]), $1::uuid on conflict do nothing`,
    [userId, alertIds],
  );
}

/** Every alert the viewer may see, read. */
export async function markAllRead(db: Queryable, actor: Actor): Promise<number> {
  const { rowCount } = await db.query(
    `insert into alert_reads (alert_id, user_id)
     select x.id, $2::uuid from alerts x where x.company_id = $1 and ${scopeOf(actor)}
     on conflict do nothing`,
    valuesOf(actor),
  );
  return rowCount ?? 0;
}

/** A company day's alerts in the order they opened (the admins' morning digest). */
export async function findAlertsOfDay(
  db: Queryable,
  company: { id: string; timezone: string },
  day: string,
) {
  const { rows } = await db.query<{
    kind: AlertKind;
    message: string;
    openedAt: Date;
    closedAt: Date | null;
  }>(
    `select kind, message, opened_at as "openedAt", closed_at as "closedAt"
       from alerts
      where company_id = $1
        and opened_at >= ($2::date::timestamp at time zone $3)
        and opened_at < (($2::date + 1)::timestamp at time zone $3)
      order by opened_at`,
    [company.id, day, company.timezone],
  );
  return rows;
}
