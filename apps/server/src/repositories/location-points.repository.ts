import type { Database } from '../db/client.ts';
import { LIVE_LOCATION_CHANNEL } from '../db/notify-channels.ts';

/** A fix ready to store: already validated, times parsed. */
export interface PointRow {
  clientId: string;
  recordedAt: Date;
  lat: number;
  lng: number;
  accuracy: number | null;
  speed: number | null;
  heading: number | null;
  altitude: number | null;
  battery: number | null;
  charging: boolean | null;
  activity: string | null;
  isMock: boolean;
}

export interface StoredBatch {
  /** Points stored now; the rest were already stored by an earlier request. */
  accepted: number;
  /** The person's latest location moved forward in time (and listeners were told). */
  latestMoved: boolean;
}

/**
 * console.md §3 Latest location record, the part after `employee`: the API's presenter for it,
 * run once per stored batch rather than on every read. Times as JavaScript writes them
 * (milliseconds, Z); the battery as a fraction of whole percent (0.45 is 45 %); degrees to 7
 * decimals (1 cm), metres and m/s to 1 and 2 (a float4 prints noise digits otherwise). It holds no
 * text a person typed, so the spaces PostgreSQL puts around keys can all go.
 */
export const PRESENTED_LOCATION_SQL = `replace(json_build_object(
  'lastUpdated', to_char(recorded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
  'location', json_build_object(
    'coords', json_build_object('latitude', round(lat::numeric, 7),
                                'longitude', round(lng::numeric, 7),
                                'speed', round(speed::numeric, 2),
                                'heading', round(heading::numeric, 1)),
    'batteryLevel', (round(battery) / 100)::float8,
    'charging', charging,
    'accuracy', round(accuracy::numeric, 1),
    'isMock', is_mock))::text, ' ', '')`;

export {
  ACTIVITY_CHANNEL,
  LIVE_LOCATION_CHANNEL,
  PEOPLE_CHANGED_CHANNEL,
} from '../db/notify-channels.ts';

/**
 * Stores a batch in one statement, so it is atomic without a transaction's extra round trips:
 * the points (a retried point hits the key and is skipped), then the person's latest location
 * from the newest point stored now, only when it is newer than the one on record, then a
 * notification for the live stream, delivered by PostgreSQL at commit to every server process.
 * Arrays go in as one parameter each: 500 points cost 12 parameters, not 6,000.
 */
export async function storePointBatch(
  db: Database,
  owner: { companyId: string; userId: string },
  points: readonly PointRow[],
): Promise<StoredBatch> {
  const column = <K extends keyof PointRow>(key: K) => points.map((p) => p[key]);
  const result = await db.$client.query<{ accepted: string; moved: string }>(
    `with input as (
       select * from unnest($3::text[], $4::timestamptz[], $5::float8[], $6::float8[], $7::real[],
                            $8::real[], $9::real[], $10::real[], $11::real[], $12::bool[],
                            $13::text[], $14::bool[])
         as t(client_id, recorded_at, lat, lng, accuracy, speed, heading, altitude, battery,
              charging, activity, is_mock)
     ),
     inserted as (
       insert into location_points (company_id, user_id, client_id, recorded_at, lat, lng,
         accuracy, speed, heading, altitude, battery, charging, activity, is_mock)
       select $1, $2, client_id, recorded_at, lat, lng, accuracy, speed, heading, altitude,
              battery, charging, activity, is_mock
       from input
       on conflict do nothing
       returning client_id, recorded_at, lat, lng, accuracy, speed, heading, battery, charging,
                 is_mock
     ),
     newest as (
       select * from inserted order by recorded_at desc, client_id desc limit 1
     ),
     moved as (
       insert into latest_locations as l (user_id, company_id, recorded_at, client_id, lat, lng,
         accuracy, speed, heading, battery, charging, is_mock, presented_json, received_at)
       select $2, $1, recorded_at, client_id, lat, lng, accuracy, speed, heading, battery,
              charging, is_mock, ${PRESENTED_LOCATION_SQL}, now()
       from newest
       on conflict (user_id) do update set
         recorded_at = excluded.recorded_at, client_id = excluded.client_id, lat = excluded.lat,
         lng = excluded.lng, accuracy = excluded.accuracy, speed = excluded.speed,
         heading = excluded.heading, battery = excluded.battery, charging = excluded.charging,
         is_mock = excluded.is_mock, presented_json = excluded.presented_json,
         received_at = excluded.received_at
       where l.recorded_at < excluded.recorded_at
       returning user_id
     ),
     told as (
       select pg_notify('${LIVE_LOCATION_CHANNEL}',
                        json_build_object('companyId', $1::uuid, 'userId', user_id)::text)
       from moved
     ),
     -- Issue 30: the phone spoke (a silence ends), and what the newest fix says of a punched-in
     -- person: a low battery, a faked position. One reading of the company's rules per batch.
     spoke as (
       update alerts set closed_at = now()
        where company_id = $1 and episode = 'silent:' || $2::text and closed_at is null
          and exists (select 1 from inserted)
     ),
     watched as (
       select c.alert_rules as rules, trim(u.first_name || ' ' || u.last_name) as name
         from companies c
         join users u on u.company_id = c.id and u.id = $2
        where c.id = $1
          and exists (select 1 from attendance_records a
                       where a.company_id = $1 and a.user_id = $2 and a.check_out_at is null)
     ),
     low as (
       insert into alerts (company_id, kind, user_id, episode, message)
       select $1, 'low-battery', $2, 'low-battery:' || $2::text,
              w.name || '''s phone battery is at ' || round(n.battery)::int || ' %.'
         from newest n, watched w
        where coalesce((w.rules -> 'low-battery' ->> 'on')::boolean, false)
          and n.battery < (w.rules -> 'low-battery' ->> 'percent')::int
          and not coalesce(n.charging, false)
       on conflict (company_id, episode) where closed_at is null do nothing
     ),
     mocked as (
       insert into alerts (company_id, kind, user_id, episode, message)
       select $1, 'mock-location', $2, 'mock-location:' || $2::text,
              w.name || '''s phone sent a faked (mock) position.'
         from watched w
        where coalesce((w.rules -> 'mock-location' ->> 'on')::boolean, false)
          and exists (select 1 from inserted where is_mock)
       on conflict (company_id, episode) where closed_at is null do nothing
     ),
     -- The days these points fall on no longer match their summary (issue 29).
     marked as (
       insert into day_summary_dirty as d (company_id, user_id, local_date, marked_at)
       select $1::uuid, $2::uuid, day, clock_timestamp()
         from (select distinct (i.recorded_at at time zone c.timezone)::date as day
                 from inserted i, companies c where c.id = $1) days
       on conflict (company_id, user_id, local_date) do update set marked_at = excluded.marked_at
     )
     select (select count(*) from inserted) as accepted, (select count(*) from told) as moved`,
    [
      owner.companyId,
      owner.userId,
      column('clientId'),
      points.map((p) => p.recordedAt.toISOString()),
      column('lat'),
      column('lng'),
      column('accuracy'),
      column('speed'),
      column('heading'),
      column('altitude'),
      column('battery'),
      column('charging'),
      column('activity'),
      column('isMock'),
    ],
  );
  const row = result.rows[0];
  return { accepted: Number(row?.accepted ?? 0), latestMoved: Number(row?.moved ?? 0) > 0 };
}
