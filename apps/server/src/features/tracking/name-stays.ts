import { z } from 'zod';
import { placeSchema } from '@ronda/shared';
import { haversineMeters, type Stay } from '@ronda/tracking';
import type { Database } from '../../db/client.ts';
import { placeCellKey, requestPlaceNames } from '../../jobs/name-places.ts';
import type { Queue } from '../../jobs/queue.ts';
import { listWorkSites } from '../../repositories/work-sites.repository.ts';
import {
  findPlaceNames,
  findTasksNear,
  findWorkLogPlaces,
} from '../../repositories/place-names.repository.ts';

export interface PlaceName {
  placeName: string | null;
  placeAddress: string | null;
  source: 'site' | 'customer' | 'task' | 'work-log' | 'geocoder' | null;
}

const cachedPlaceSchema = z.object({ places: z.array(placeSchema) });

/**
 * Names each stay: the company's work site it lies in, else the nearest task location within the
 * stay radius (its customer's name), else the address of a work log the person wrote there that
 * day, else the geocoder's answer for its ~55 m cell, cached by the place-naming job. A cell not
 * asked about yet is queued and named on a later view: a request never waits for the geocoder.
 */
export async function nameStays(
  deps: { db: Database; queue?: Queue },
  person: { companyId: string; userId: string },
  day: string,
  stays: readonly Stay[],
  radiusM: number,
): Promise<PlaceName[]> {
  if (stays.length === 0) return [];
  const { companyId } = person;
  const [sites, tasks, logs, cached] = await Promise.all([
    listWorkSites(deps.db, companyId),
    findTasksNear(deps.db, companyId, stays, radiusM),
    findWorkLogPlaces(deps.db, person, day),
    findPlaceNames(
      deps.db,
      stays.map((s) => placeCellKey(s.lat, s.lng)),
    ),
  ]);
  const taskAt = new Map(tasks.map((t) => [t.index, t]));
  const missing = new Map<string, { key: string; lat: number; lng: number }>();
  const names = stays.map((stay, index): PlaceName => {
    const key = placeCellKey(stay.lat, stay.lng);
    const answer = cachedPlaceSchema.safeParse(cached.get(key));
    if (!answer.success) missing.set(key, { key, lat: stay.lat, lng: stay.lng });
    const geocoded = answer.success ? answer.data.places[0] : undefined;
    const address = geocoded?.label ?? null;
    const site = sites.find((s) => haversineMeters(stay, s) <= s.radiusMeters);
    if (site) return { placeName: site.name, placeAddress: address, source: 'site' };
    const task = taskAt.get(index);
    if (task?.customerName) {
      return {
        placeName: task.customerName,
        placeAddress: task.address ?? address,
        source: 'customer',
      };
    }
    if (task?.address) {
      return { placeName: firstPart(task.address), placeAddress: task.address, source: 'task' };
    }
    const log = logs.find((l) => haversineMeters(stay, l) <= radiusM);
    if (log) {
      return { placeName: firstPart(log.address), placeAddress: log.address, source: 'work-log' };
    }
    if (geocoded) {
      return { placeName: firstPart(geocoded.label), placeAddress: address, source: 'geocoder' };
    }
    return { placeName: null, placeAddress: null, source: null };
  });
  if (deps.queue && missing.size > 0) await requestPlaceNames(deps.queue, [...missing.values()]);
  return names;
}

/**
 * A place's short name from its address: "Café Real, 18th June Road, Panaji" is "Café Real", and
 * "2nd Floor, Mandovi Chambers, Patto" is "Mandovi Chambers" (a floor or unit names no place).
 */
export function firstPart(label: string): string {
  const parts = label
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const named = parts.find(
    (p) => !/^\d/.test(p) && !/\b(floor|flat|shop|unit|suite|block|no\.)/i.test(p),
  );
  return named ?? parts[0] ?? label;
}
