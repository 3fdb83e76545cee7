/**
 * Issue 30: the push messages of newly opened alerts, for the admins and the supervisors who may
 * see each (its person in their departments, or its task in one) and chose its rule
 * (alert_preferences), once per alert: the alerts are claimed by setting pushed_at under FOR
 * UPDATE SKIP LOCKED. Only people with a subscription get a row. $1 is now, $2 the kinds' names
 * (JSON).
 */
export const QUEUE_ALERT_PUSHES = `
  with fresh as (
    update alerts set pushed_at = $1::timestamptz
     where id in (select id from alerts
                   where pushed_at is null and closed_at is null
                     and opened_at > $1::timestamptz - interval '1 hour'
                   order by opened_at for update skip locked limit 500)
    returning id, company_id, kind, user_id, task_id, message, opened_at
  )
  insert into push_outbox (company_id, user_id, title, body, url, tag)
  select f.company_id, u.id, $2::jsonb ->> f.kind, f.message,
         case when f.task_id is not null
              then '/tasks?q=' || left(f.task_id::text, 8)
              else '/location?employeeId=' || f.user_id || '&date=' ||
                   to_char(f.opened_at at time zone c.timezone, 'YYYY-MM-DD') end,
         'alert-' || f.id
    from fresh f
    join companies c on c.id = f.company_id
    join users u on u.company_id = f.company_id and u.status = 'active'
                and (u.is_admin or (u.is_supervisor and (
                  exists (select 1 from department_members a
                            join department_members b on b.department_id = a.department_id
                           where a.user_id = u.id and b.user_id = f.user_id)
                  or exists (select 1 from complaints t
                               join department_members m on m.department_id = t.department_id
                              where t.company_id = f.company_id and t.id = f.task_id
                                and m.user_id = u.id))))
   where exists (select 1 from push_subscriptions s
                  where s.company_id = u.company_id and s.user_id = u.id)
     -- The rules they chose; every rule until they choose.
     and coalesce((select f.kind = any(p.kinds) from alert_preferences p
                    where p.company_id = u.company_id and p.user_id = u.id), true)`;
