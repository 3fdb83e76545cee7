import { LOCATION_MESSAGES } from '../request-constants';
import type { Coordinates } from './request-draft';

/** Finite and on the globe: what the map can centre on and the server will store. */
export function isValidCoordinates(value: Partial<Coordinates> | null | undefined): boolean {
  if (!value) return false;
  const { lat, lng } = value;
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}

/** §8: the message for a GeolocationPositionError code (1 denied, 2 unavailable, 3 time-out). */
export function geolocationErrorMessage(code: number | undefined): string {
  switch (code) {
    case 1:
      return LOCATION_MESSAGES.denied;
    case 2:
      return LOCATION_MESSAGES.unavailable;
    case 3:
      return LOCATION_MESSAGES.timeout;
    default:
      return LOCATION_MESSAGES.unknown;
  }
}
