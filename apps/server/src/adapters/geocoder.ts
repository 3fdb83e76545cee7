import { z } from 'zod';
import { GEO_REVERSE_ZOOM, type Place, type PlaceAddress } from '@ronda/shared';

/**
 * A small client for a Nominatim-compatible geocoder (GEOCODER_URL). The public Nominatim allows
 * at most one request per second and wants an identifying User-Agent
 * (https://operations.osmfoundation.org/policies/nominatim/), so every instance paces itself.
 */

export const GEOCODER_MIN_INTERVAL_MS = 1000;
/** Past this much queueing a visitor is better told to retry than left waiting. */
export const GEOCODER_MAX_WAIT_MS = 10_000;
export const GEOCODER_TIMEOUT_MS = 8_000;
// Nominatim answers are a few KB; anything far larger is not a geocoder answer.
const MAX_BODY_CHARS = 1_000_000;

export type GeocoderFailure = 'busy' | 'unreachable';

export class GeocoderError extends Error {
  readonly reason: GeocoderFailure;

  constructor(reason: GeocoderFailure, message: string) {
    super(message);
    this.reason = reason;
    this.name = 'GeocoderError';
  }
}

export interface GeocoderOptions {
  baseUrl: string;
  userAgent: string;
  minIntervalMs?: number;
  maxWaitMs?: number;
  timeoutMs?: number;
}

export interface Geocoder {
  search(query: string, limit: number): Promise<Place[]>;
  /** Null when the service knows nothing at that point. */
  reverse(lat: number, lon: number): Promise<Place | null>;
}

export function geocoderUserAgent(supportEmail: string): string {
  return `Ronda/0.1 (+mailto:${supportEmail})`;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs tasks one at a time, in call order, each starting at least `intervalMs` after the previous
 * one finished. Spacing from the finish (not the start) keeps the gap as the upstream sees it
 * at least `intervalMs` whatever the network's jitter. A caller whose expected wait (the queue
 * ahead times the interval plus the last task's duration, so a slow upstream shortens the queue)
 * passes `maxWaitMs` fails at once: a burst cannot build an ever-growing queue.
 */
export function createSerialQueue(intervalMs: number, maxWaitMs: number) {
  let tail: Promise<unknown> = Promise.resolve();
  let queued = 0; // waiting or running
  let freeAt = 0; // performance.now() before which no task may start
  let lastTaskMs = 0;

  return async function run<T>(task: () => Promise<T>): Promise<T> {
    const enqueuedAt = performance.now();
    const expectedWait = Math.max(0, freeAt - enqueuedAt) + queued * (intervalMs + lastTaskMs);
    if (expectedWait > maxWaitMs) {
      throw new GeocoderError('busy', `geocoder queue is longer than ${maxWaitMs} ms`);
    }
    queued += 1;
    const turn = tail
      .then(async () => {
        // Timers may fire a fraction of a millisecond early: never start before freeAt.
        for (let left = freeAt - performance.now(); left > 0; left = freeAt - performance.now()) {
          await sleep(Math.ceil(left));
        }
        const startedAt = performance.now();
        try {
          return await task();
        } finally {
          const endedAt = performance.now();
          lastTaskMs = endedAt - startedAt;
          freeAt = endedAt + intervalMs;
        }
      })
      .finally(() => {
        queued -= 1;
      });
    tail = turn.catch(() => undefined);
    return turn;
  };
}

// Nominatim sends coordinates as strings ("15.4989"); both forms are accepted.
const coordinate = (min: number, max: number) =>
  z
    .union([z.number(), z.string().trim().min(1)])
    .transform(Number)
    .pipe(z.number().min(min).max(max));

const nominatimPlaceSchema = z.object({
  display_name: z.string().trim().min(1),
  lat: coordinate(-90, 90),
  lon: coordinate(-180, 180),
  address: z.record(z.string(), z.unknown()).optional(),
});

// Nominatim names the same level differently by place type (town, village...): first one wins.
const ADDRESS_FIELDS: Record<keyof PlaceAddress, string[]> = {
  road: ['road', 'pedestrian', 'footway', 'path', 'square'],
  suburb: ['suburb', 'neighbourhood', 'quarter', 'city_district', 'borough'],
  city: ['city', 'town', 'village', 'municipality', 'hamlet'],
  state: ['state', 'state_district', 'region'],
  postcode: ['postcode'],
  country: ['country'],
};

function toAddress(raw: Record<string, unknown> = {}): PlaceAddress {
  const address: PlaceAddress = {};
  for (const [field, keys] of Object.entries(ADDRESS_FIELDS) as [keyof PlaceAddress, string[]][]) {
    const value = keys.map((k) => raw[k]).find((v) => typeof v === 'string' && v.trim() !== '');
    if (typeof value === 'string') address[field] = value.trim();
  }
  return address;
}

/** One Nominatim jsonv2 result as our Place; undefined when it lacks a name or coordinates. */
export function toPlace(raw: unknown): Place | undefined {
  const parsed = nominatimPlaceSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const { display_name: label, lat, lon, address } = parsed.data;
  return { label, lat, lng: lon, address: toAddress(address) };
}

export function createGeocoder(options: GeocoderOptions): Geocoder {
  const queue = createSerialQueue(
    options.minIntervalMs ?? GEOCODER_MIN_INTERVAL_MS,
    options.maxWaitMs ?? GEOCODER_MAX_WAIT_MS,
  );
  const timeoutMs = options.timeoutMs ?? GEOCODER_TIMEOUT_MS;

  async function call(path: 'search' | 'reverse', params: Record<string, string>) {
    const url = new URL(`${options.baseUrl}/${path}`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    const { status, body } = await queue(async () => {
      try {
        const res = await fetch(url, {
          headers: {
            'user-agent': options.userAgent,
            'accept-language': 'en',
            accept: 'application/json',
          },
          signal: AbortSignal.timeout(timeoutMs),
        });
        return { status: res.status, body: await res.text() };
      } catch (cause) {
        throw new GeocoderError('unreachable', `geocoder request failed: ${String(cause)}`);
      }
    });
    // Nominatim answers 429 when it throttles us: that is "busy", not "down".
    if (status === 429) throw new GeocoderError('busy', 'geocoder answered 429');
    if (status < 200 || status >= 300) {
      throw new GeocoderError('unreachable', `geocoder answered HTTP ${status}`);
    }
    if (body.length > MAX_BODY_CHARS) throw new GeocoderError('unreachable', 'answer too large');
    try {
      return JSON.parse(body) as unknown;
    } catch {
      throw new GeocoderError('unreachable', 'geocoder answer is not JSON');
    }
  }

  return {
    async search(query, limit) {
      // No countrycodes filter: companies and their customers may be anywhere.
      const answer = await call('search', {
        format: 'jsonv2',
        q: query,
        limit: String(limit),
        addressdetails: '1',
      });
      if (!Array.isArray(answer)) {
        throw new GeocoderError('unreachable', 'geocoder search answer is not a list');
      }
      return answer
        .map(toPlace)
        .filter((p): p is Place => p !== undefined)
        .slice(0, limit);
    },

    async reverse(lat, lon) {
      const answer = await call('reverse', {
        format: 'jsonv2',
        lat: String(lat),
        lon: String(lon),
        zoom: String(GEO_REVERSE_ZOOM),
        addressdetails: '1',
      });
      // Nominatim answers 200 { "error": "Unable to geocode" } where it knows nothing.
      if (typeof answer === 'object' && answer !== null && 'error' in answer) return null;
      const place = toPlace(answer);
      if (!place) throw new GeocoderError('unreachable', 'geocoder reverse answer is malformed');
      return place;
    },
  };
}
