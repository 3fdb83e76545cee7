import type { Database } from '../../db/client.ts';

/** Which tasks a tasks report counts: the company's, narrowed by the asker's scope and filters. */
export interface TaskReportScope {
  companyId: string;
  /** Only tasks of these departments (a supervisor's, or the department asked for). */
  departmentIds: readonly string[] | null;
  /** Only tasks assigned to these people (an employee themselves, or the people asked for). */
  employeeIds: readonly string[] | null;
}

export interface TaskFigureRow {
  /** 'department', 'person' or 'all'. */
  level: string;
  id: string | null;
  name: string | null;
  created: number;
  customerRequests: number;
  internal: number;
  resolved: number;
  rejected: number;
  overdue: number;
  open: number;
  medianResolveMinutes: number | null;
  resolvedOnSite: number;
}

// The period's bounds are the company's days ($3, $4 inclusive, zone $5); one reading of the
// tasks touched by the period gives the departments, the people and the totals (GROUPING SETS).
const FIGURES = `
  with bounds as (
    select ($3::date::timestamp at time zone $5) as start_at,
           (($4::date + 1)::timestamp at time zone $5) as end_at
  ), touched as (
    select c.*, b.start_at, b.end_at,
           ((date_trunc('day', c.due_date at time zone $5) + interval '1 day') at time zone $5)
             as late_from
      from complaints c, bounds b
     where c.company_id = $1
       and ($6::uuid[] is null or c.department_id = any($6::uuid[]))
       and ($7::uuid[] is null or c.employee_id = any($7::uuid[]))
       and (c.created_at >= b.start_at and c.created_at < b.end_at
            or c.resolved_at >= b.start_at and c.resolved_at < b.end_at
            or c.rejected_at >= b.start_at and c.rejected_at < b.end_at
            or c.due_date >= b.start_at and c.due_date < b.end_at)
  ), figures as (
    select case when grouping(department_id) = 0 then 'department'
                when grouping(employee_id) = 0 then 'person' else 'all' end as level,
           case when grouping(department_id) = 0 then department_id
                when grouping(employee_id) = 0 then employee_id end as id,
           count(*) filter (where created_at >= start_at and created_at < end_at)::int as created,
           count(*) filter (where created_at >= start_at and created_at < end_at
                              and task_type = 'customer')::int as customer_requests,
           count(*) filter (where created_at >= start_at and created_at < end_at
                              and task_type = 'internal')::int as internal,
           count(*) filter (where resolved_at >= start_at and resolved_at < end_at)::int as resolved,
           count(*) filter (where rejected_at >= start_at and rejected_at < end_at)::int as rejected,
           count(*) filter (where due_date >= start_at and due_date < end_at
                              and coalesce(resolved_at, rejected_at, $2::timestamptz) >= late_from
                              and $2::timestamptz >= late_from)::int as overdue,
           count(*) filter (where created_at >= start_at and created_at < end_at
                              and status not in ('resolved', 'rejected'))::int as open,
           round(percentile_cont(0.5) within group (
             order by extract(epoch from resolved_at - created_at) / 60)
             filter (where resolved_at >= start_at and resolved_at < end_at))::int as median,
           count(*) filter (where resolved_at >= start_at and resolved_at < end_at
                              and resolved_distance_m <= $8)::int as on_site
      from touched
     group by grouping sets ((department_id), (employee_id), ())
  )
  select f.*, coalesce(d.name, trim(u.first_name || ' ' || u.last_name)) as name
    from figures f
    left join departments d on f.level = 'department' and d.company_id = $1 and d.id = f.id
    left join users u on f.level = 'person' and u.company_id = $1 and u.id = f.id
   order by f.level, name nulls last`;

/** The tasks report's figures by department, by the employee assigned, and in all. */
export async function findTaskFigures(
  db: Database,
  scope: TaskReportScope,
  period: { from: string; to: string; timeZone: string },
  now: Date,
  onSiteMetres: number,
): Promise<TaskFigureRow[]> {
  const { rows } = await db.$client.query<Record<string, unknown>>(FIGURES, [
    scope.companyId,
    now,
    period.from,
    period.to,
    period.timeZone,
    scope.departmentIds,
    scope.employeeIds,
    onSiteMetres,
  ]);
  return rows.map((r) => ({
    level: String(r.level),
    id: r.id === null ? null : String(r.id),
    name: r.name === null ? null : String(r.name),
    created: Number(r.created),
    customerRequests: Number(r.customer_requests),
    internal: Number(r.internal),
    resolved: Number(r.resolved),
    rejected: Number(r.rejected),
    overdue: Number(r.overdue),
    open: Number(r.open),
    medianResolveMinutes: r.median === null ? null : Number(r.median),
    resolvedOnSite: Number(r.on_site),
  }));
}
