/**
 * Issue 30, left-site: a person punched in at a work site (the session's check-in site) whose
 * newest fix is outside it, and who has not been inside since `minutes` ago. Only those outside
 * now have their day's fixes read (the last one inside), so a company of people at work costs a
 * read of the few who are away. $1::timestamptz is now.
 */
export const OPEN_LEFT_SITE = `
  insert into alerts (company_id, kind, user_id, episode, message, opened_at)
  select o.company_id, 'left-site', o.user_id, 'left-site:' || o.user_id || ':' || o.attendance_id,
         o.person || ' left ' || o.site || ' at ' ||
           to_char(o.away_since at time zone o.timezone, 'HH24:MI') || '.', $1::timestamptz
    from (
      select a.company_id, a.user_id, a.id as attendance_id, w.name as site, c.timezone,
             trim(u.first_name || ' ' || u.last_name) as person,
             (c.alert_rules -> 'left-site' ->> 'minutes')::int as minutes,
             coalesce((select max(p.recorded_at) from location_points p
                        where p.company_id = a.company_id and p.user_id = a.user_id
                          and p.recorded_at >= a.check_in_at
                          and ronda_distance_m(p.lat, p.lng, w.lat, w.lng) <= w.radius_meters),
                      a.check_in_at) as away_since
        from attendance_records a
        join companies c on c.id = a.company_id and c.is_active
                        and coalesce((c.alert_rules -> 'left-site' ->> 'on')::boolean, false)
        join users u on u.company_id = a.company_id and u.id = a.user_id and u.status = 'active'
        join work_sites w on w.id = a.check_in_site_id
        join latest_locations l on l.user_id = a.user_id and l.recorded_at >= a.check_in_at
       where a.check_out_at is null
         and ronda_distance_m(l.lat, l.lng, w.lat, w.lng) > w.radius_meters
    ) o
   where o.away_since < $1::timestamptz - o.minutes * interval '1 minute'
  on conflict (company_id, episode) where closed_at is null do nothing
  returning id, company_id as "companyId"`;

/** A left-site episode ends when the person is back inside the site (or punched out). */
export const CLOSE_LEFT_SITE = `
  update alerts x set closed_at = $1::timestamptz
   where x.kind = 'left-site' and x.closed_at is null
     and exists (
       select 1 from attendance_records a
         join work_sites w on w.id = a.check_in_site_id
         join latest_locations l on l.user_id = a.user_id
        where a.company_id = x.company_id and a.id = split_part(x.episode, ':', 3)::uuid
          and ronda_distance_m(l.lat, l.lng, w.lat, w.lng) <= w.radius_meters)
  returning x.id, x.company_id as "companyId"`;
