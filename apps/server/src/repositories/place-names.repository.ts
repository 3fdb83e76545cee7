import type { Database } from '../db/client.ts';

export interface NearbyTask {
  index: number;
  customerName: string | null;
  address: string | null;
  distanceM: number;
}

const METRES_PER_DEGREE = 111_320;

/**
 * Coordinates go into the distance at nine decimals (0.1 mm): PostgreSQL raises "value out of
 * range: underflow" when float arithmetic on a non-zero value rounds to zero, so one stored fix or
 * task at, say, 1e-200 degrees would otherwise fail the whole day's view.
 */
const nineDecimals = (degrees: number) => Math.round(degrees * 1e9) / 1e9;

/**
 * For each point, the nearest task of the company whose location lies within `radiusM`, with its
 * customer's name. One statement for the whole day; a latitude band narrows the index scan.
 */
export async function findTasksNear(
  db: Database,
  companyId: string,
  points: readonly { lat: number; lng: number }[],
  radiusM: number,
): Promise<NearbyTask[]> {
  if (points.length === 0) return [];
  const dLat = radiusM / METRES_PER_DEGREE;
  const result = await db.$client.query<{
    index: string;
    customer_name: string | null;
    address: string | null;
    distance_m: number;
  }>(
    `select s.idx as index, n.customer_name, n.address, n.distance_m
       from unnest($2::float8[], $3::float8[]) with ordinality as s(lat, lng, idx)
       cross join lateral (
         select cu.name as customer_name, c.location_address as address,
                2 * 6371000 * asin(sqrt(
                  power(sin(radians(t.lat - s.lat) / 2), 2) +
                  cos(radians(s.lat)) * cos(radians(t.lat)) *
                  power(sin(radians(t.lng - s.lng) / 2), 2))) as distance_m
           from complaints c
           cross join lateral (select round(c.location_lat::numeric, 9)::float8 as lat,
                                      round(c.location_lng::numeric, 9)::float8 as lng) t
           left join customers cu on cu.company_id = c.company_id and cu.id = c.customer_id
          where c.company_id = $1 and c.location_lat is not null
            and c.location_lat between s.lat - $4 and s.lat + $4
            and c.location_lng between s.lng - $4 / greatest(cos(radians(s.lat)), 0.01)
                                   and s.lng + $4 / greatest(cos(radians(s.lat)), 0.01)
          order by distance_m
          limit 1) n
      where n.distance_m <= $5`,
    [
      companyId,
      points.map((p) => nineDecimals(p.lat)),
      points.map((p) => nineDecimals(p.lng)),
      dLat,
      radiusM,
    ],
  );
  return result.rows.map((row) => ({
    index: Number(row.index) - 1,
    customerName: row.customer_name,
    address: row.address,
    distanceM: row.distance_m,
  }));
}

/** Names the place-naming job has stored, by cell key. */
export async function findPlaceNames(
  db: Database,
  keys: readonly string[],
): Promise<Map<string, unknown>> {
  if (keys.length === 0) return new Map();
  const result = await db.$client.query<{ key: string; response: unknown }>(
    `select key, response from geocode_cache where kind = 'place' and key = any($1::text[])`,
    [[...new Set(keys)]],
  );
  return new Map(result.rows.map((row) => [row.key, row.response]));
}

/** Where the person logged work that day, with the address they (or their phone) gave. */
export async function findWorkLogPlaces(
  db: Database,
  person: { companyId: string; userId: string },
  workDate: string,
): Promise<{ lat: number; lng: number; address: string }[]> {
  const result = await db.$client.query<{ lat: number; lng: number; address: string }>(
    `select location_lat as lat, location_lng as lng, location_address as address
       from work_logs
      where company_id = $1 and user_id = $2 and work_date = $3
        and location_lat is not null and location_address is not null`,
    [person.companyId, person.userId, workDate],
  );
  return result.rows;
}
