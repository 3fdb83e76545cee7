import { geoReverseResponseSchema } from '@ronda/shared';
import { apiClient } from '@/lib/api-client';
import { latestFix } from './position-watch';

/** How old a fix may be to say where the person is now. */
const FRESH_MS = 30_000;

/**
 * console.md §9's time-out and accuracy, but a fresh fix: a punch says where the person is now,
 * and a position cached minutes ago (the spec's 5 minutes, for picking an address) may be a
 * work site they have since left.
 */
const POSITION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 15_000,
  maximumAge: FRESH_MS,
};

export const POSITION_FAILED =
  'Could not get your position. Allow location for Ronda in your browser and try again.';

export interface Spot {
  lat: number;
  lng: number;
  accuracy: number | null;
}

/** Where the phone is now; rejects with POSITION_FAILED's meaning when it cannot say. */
export function currentPosition(
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
): Promise<Spot> {
  const watched = latestFix(FRESH_MS);
  if (watched) {
    const { coords } = watched;
    return Promise.resolve({
      lat: coords.latitude,
      lng: coords.longitude,
      accuracy: coords.accuracy,
    });
  }
  return new Promise((resolve, reject) => {
    if (!geolocation) {
      reject(new Error('Geolocation is not supported by your browser'));
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({ lat: coords.latitude, lng: coords.longitude, accuracy: coords.accuracy }),
      (error) => reject(new Error(error.message || POSITION_FAILED)),
      POSITION_OPTIONS,
    );
  });
}

/**
 * The address of a spot when it can be had quickly (online, geocoder answering within 3 s);
 * null otherwise. A punch never waits longer than that for a nicety.
 */
export async function addressOf(spot: Spot): Promise<string | null> {
  if (globalThis.navigator && !navigator.onLine) return null;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 3_000);
  try {
    const answer = await apiClient.request('/api/geo/reverse', {
      query: { lat: spot.lat, lon: spot.lng },
      schema: geoReverseResponseSchema,
      signal: controller.signal,
      anonymous: true,
    });
    return answer.result?.label ?? null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}
