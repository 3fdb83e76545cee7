import type { DeviceLocationMessages } from './location-picker-messages';

/** §8: the caller's message for a GeolocationPositionError code (1 denied, 2 unavailable, 3 time-out). */
export function geolocationErrorMessage(
  code: number | undefined,
  messages: DeviceLocationMessages,
): string {
  switch (code) {
    case 1:
      return messages.denied;
    case 2:
      return messages.unavailable;
    case 3:
      return messages.timeout;
    default:
      return messages.unknown;
  }
}
