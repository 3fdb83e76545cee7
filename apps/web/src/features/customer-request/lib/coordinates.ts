export { isValidCoordinates } from '@/lib/coordinates';
import { LOCATION_MESSAGES } from '../request-constants';

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
