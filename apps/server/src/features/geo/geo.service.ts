import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { placeSchema, type Place } from '@ronda/shared';
import { GeocoderError, type Geocoder } from '../../adapters/geocoder.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import {
  findCachedGeocode,
  saveCachedGeocode,
  type GeocodeKind,
} from '../../repositories/geocode-cache.repository.ts';

const DAY_MS = 24 * 3600 * 1000;
/** Addresses rarely change; a month of reuse keeps us far below the upstream's limits. */
export const GEOCODE_CACHE_TTL_MS = 30 * DAY_MS;
/** 5 decimals is about 1 m: finer than a phone's fix, so nearby taps share one cached answer. */
const COORDINATE_DECIMALS = 5;

export const GEO_MESSAGES = {
  busy: 'The address service is busy. Please try again in a moment.',
  unreachable: 'Could not reach the address service',
} as const;

// What a cache row holds: the places we served (reverse: none or one). Anything else is a miss.
const cachedAnswerSchema = z.object({ places: z.array(placeSchema) });

export interface GeoServiceDeps {
  db: Database;
  geocoder: Geocoder;
  log: Pick<FastifyBaseLogger, 'warn'>;
  now?: () => Date;
}

export interface GeoService {
  search(query: { q: string; limit: number }): Promise<Place[]>;
  reverse(point: { lat: number; lon: number }): Promise<Place | null>;
}

export function searchCacheKey(q: string, limit: number): string {
  return `${limit}:${collapse(q).toLowerCase()}`;
}

export function roundCoordinate(value: number): number {
  const factor = 10 ** COORDINATE_DECIMALS;
  // `+ 0` turns -0 into 0 so both sides of the equator/meridian share one key.
  return Math.round(value * factor) / factor + 0;
}

/** Expects coordinates already rounded with roundCoordinate. */
export function reverseCacheKey(lat: number, lon: number): string {
  return `${lat.toFixed(COORDINATE_DECIMALS)},${lon.toFixed(COORDINATE_DECIMALS)}`;
}

function collapse(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/**
 * Answers address searches and reverse lookups from the geocode cache, asking the geocoder only
 * on a miss. Identical misses in flight at once share one upstream request.
 */
export function createGeoService(deps: GeoServiceDeps): GeoService {
  const now = deps.now ?? (() => new Date());
  const inFlight = new Map<string, Promise<Place[]>>();

  async function cached(kind: GeocodeKind, key: string, ask: () => Promise<Place[]>) {
    const stored = await findCachedGeocode(
      deps.db,
      kind,
      key,
      new Date(now().getTime() - GEOCODE_CACHE_TTL_MS),
    );
    const hit = cachedAnswerSchema.safeParse(stored);
    if (hit.success) return hit.data.places;

    const flightKey = `${kind}|${key}`;
    let pending = inFlight.get(flightKey);
    if (!pending) {
      pending = (async () => {
        const places = await ask().catch((error: unknown) => {
          throw asApiError(error, deps.log);
        });
        await saveCachedGeocode(deps.db, { kind, key, response: { places }, createdAt: now() });
        return places;
      })().finally(() => inFlight.delete(flightKey));
      inFlight.set(flightKey, pending);
    }
    return pending;
  }

  return {
    async search({ q, limit }) {
      const query = collapse(q);
      return cached('search', searchCacheKey(query, limit), () =>
        deps.geocoder.search(query, limit),
      );
    },

    async reverse(point) {
      const lat = roundCoordinate(point.lat);
      const lon = roundCoordinate(point.lon);
      const places = await cached('reverse', reverseCacheKey(lat, lon), async () => {
        const place = await deps.geocoder.reverse(lat, lon);
        return place ? [place] : [];
      });
      return places[0] ?? null;
    },
  };
}

function asApiError(error: unknown, log: GeoServiceDeps['log']): unknown {
  if (!(error instanceof GeocoderError)) return error;
  log.warn({ reason: error.reason, detail: error.message }, 'address service request failed');
  return error.reason === 'busy'
    ? new ApiError(503, GEO_MESSAGES.busy)
    : new ApiError(502, GEO_MESSAGES.unreachable);
}
