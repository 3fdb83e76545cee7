/**
 * Issue 30: the alert rules defined by what has not happened (silence, no punch-in, a task past
 * its due date, a request nobody took), and the closing of every episode whose condition has
 * cleared. Each is one set-based statement over every company whose rule is on, run by the
 * evaluate-alerts job each minute; an episode opens once because at most one alert per episode
 * may be open (alerts_open_episode_idx), whichever process runs the statement. $1::timestamptz is now.
 */

/** A rule's switch and threshold, read from the company's alert_rules. */
const on = (rule: string) => `coalesce((c.alert_rules -> '${rule}' ->> 'on')::boolean, false)`;
const threshold = (rule: string, field: string) =>
  `((c.alert_rules -> '${rule}' ->> '${field}')::int * interval '1 minute')`;
const fullName = `trim(u.first_name || ' ' || u.last_name)`;
const clock = (at: string) => `to_char(${at} at time zone c.timezone, 'HH24:MI')`;

/** The open session of each punched-in person of the companies with `rule` on. */
const punchedIn = (rule: string, join = '') => `
  attendance_records a
  join companies c on c.id = a.company_id and c.is_active and ${on(rule)}
  join users u on u.company_id = a.company_id and u.id = a.user_id and u.status = 'active'
  ${join}
  where a.check_out_at is null`;

const CONFLICT = `on conflict (company_id, episode) where closed_at is null do nothing
  returning id, company_id as "companyId"`;

export const OPEN_SILENT = `
  insert into alerts (company_id, kind, user_id, episode, message, opened_at)
  select a.company_id, 'silent', a.user_id, 'silent:' || a.user_id,
         ${fullName} || '''s phone has sent no position since ' ||
           ${clock('greatest(a.check_in_at, l.recorded_at)')} || '.', $1::timestamptz
    from ${punchedIn('silent', 'left join latest_locations l on l.user_id = a.user_id')}
     and greatest(a.check_in_at, coalesce(l.recorded_at, a.check_in_at)) < $1::timestamptz - ${threshold('silent', 'minutes')}
  ${CONFLICT}`;

export const OPEN_LATE_PUNCH_IN = `
  with today as (
    select c.*, (($1::timestamptz at time zone c.timezone)::date) as day
      from companies c
     where c.is_active and ${on('late-punch-in')}
  ), due as (
    select t.*, ((t.day + (t.shift_start_min + t.late_grace_min) * interval '1 minute')
                  at time zone t.timezone) as late_from,
                (t.day::timestamp at time zone t.timezone) as day_start
      from today t
     where extract(isodow from t.day)::smallint = any(t.work_days)
       and not exists (select 1 from company_holidays h where h.company_id = t.id and h.date = t.day)
  )
  insert into alerts (company_id, kind, user_id, episode, message, opened_at)
  select u.company_id, 'late-punch-in', u.id, 'late-punch-in:' || u.id || ':' || c.day,
         ${fullName} || ' has not punched in (the shift began at ' ||
           to_char(make_time(c.shift_start_min / 60, c.shift_start_min % 60, 0), 'HH24:MI') || ').', $1::timestamptz
    from due c
    join users u on u.company_id = c.id and u.status = 'active' and not u.is_admin
                and u.created_at < c.late_from
   where $1::timestamptz >= c.late_from
     and not exists (select 1 from attendance_records a
                      where a.company_id = u.company_id and a.user_id = u.id
                        and (a.check_in_at >= c.day_start or a.check_out_at is null))
  ${CONFLICT}`;

export const OPEN_TASK_OVERDUE = `
  insert into alerts (company_id, kind, task_id, user_id, episode, message, opened_at)
  select t.company_id, 'task-overdue', t.id, t.employee_id, 'task-overdue:' || t.id,
         '“' || left(t.description, 60) || case when length(t.description) > 60 then '…' else '' end ||
           '” was due ' || to_char(t.due_date at time zone c.timezone, 'DD Mon') || ' and is not done.', $1::timestamptz
    from complaints t
    join companies c on c.id = t.company_id and c.is_active and ${on('task-overdue')}
   where t.status not in ('resolved', 'rejected')
     and t.due_date < ((($1::timestamptz at time zone c.timezone)::date)::timestamp at time zone c.timezone)
  ${CONFLICT}`;

/** Episodes whose condition has cleared, or whose rule was turned off, close by themselves. */
export const CLOSE_CLEARED = `
  update alerts x set closed_at = $1::timestamptz
    from companies c
   where c.id = x.company_id and x.closed_at is null
     and (
       (x.kind = 'silent' and (not ${on('silent')} or not exists (
          select 1 from attendance_records a where a.company_id = x.company_id
             and a.user_id = x.user_id and a.check_out_at is null)
        or exists (select 1 from latest_locations l where l.user_id = x.user_id
             and l.recorded_at >= $1::timestamptz - ${threshold('silent', 'minutes')})))
    or (x.kind = 'late-punch-in' and (not ${on('late-punch-in')}
        or split_part(x.episode, ':', 3)::date < ($1::timestamptz at time zone c.timezone)::date
        or exists (select 1 from attendance_records a where a.company_id = x.company_id
             and a.user_id = x.user_id and a.check_in_at >= x.opened_at - interval '1 day'
             and (a.check_in_at at time zone c.timezone)::date = split_part(x.episode, ':', 3)::date)))
    or (x.kind = 'task-overdue' and (not ${on('task-overdue')} or not exists (
          select 1 from complaints t where t.company_id = x.company_id and t.id = x.task_id
             and t.status not in ('resolved', 'rejected')
             and t.due_date < ((($1::timestamptz at time zone c.timezone)::date)::timestamp at time zone c.timezone))))
    or (x.kind = 'customer-request' and (not ${on('customer-request')} or not exists (
          select 1 from complaints t where t.company_id = x.company_id and t.id = x.task_id
             and t.status = 'incoming' and t.employee_id is null)))
    or (x.kind in ('low-battery', 'mock-location', 'left-site') and not exists (
          select 1 from attendance_records a where a.company_id = x.company_id
             and a.user_id = x.user_id and a.check_out_at is null))
    or (x.kind = 'low-battery' and (not ${on('low-battery')} or exists (
          select 1 from latest_locations l where l.user_id = x.user_id and l.recorded_at > x.opened_at
             and (l.charging or l.battery >= (c.alert_rules -> 'low-battery' ->> 'percent')::int))))
    or (x.kind = 'mock-location' and (not ${on('mock-location')} or exists (
          select 1 from latest_locations l where l.user_id = x.user_id and l.recorded_at > x.opened_at
             and not l.is_mock)))
     )
  returning x.id, x.company_id as "companyId"`;
