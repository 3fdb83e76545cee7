import { useState } from 'react';
import { reverseGeocode } from '../api/reverse-geocode';
import { geolocationErrorMessage, isValidCoordinates } from '../lib/coordinates';
import type { Coordinates } from '../lib/request-draft';
import { GEOLOCATION_OPTIONS, LOCATION_MESSAGES } from '../request-constants';

export interface DeviceLocationHandlers {
  /** The device's point, as soon as it is known. */
  onPoint(point: Coordinates): void;
  /** The address at that point, once looked up. */
  onAddress(point: Coordinates, address: string): void;
}

/**
 * §4: "Use my location": the browser's position with high accuracy (15 s time-out, up to 5 min
 * old), then the address at that point from /api/geo/reverse. Every failure has its §8 message.
 */
export function useDeviceLocation() {
  const [locating, setLocating] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function lookUpAddress(point: Coordinates, handlers: DeviceLocationHandlers) {
    try {
      const place = await reverseGeocode(point);
      if (place?.label) handlers.onAddress(point, place.label);
      else setMessage(LOCATION_MESSAGES.noAddress);
    } catch {
      setMessage(LOCATION_MESSAGES.noAddress);
    } finally {
      setLocating(false);
    }
  }

  function locate(handlers: DeviceLocationHandlers) {
    setMessage(null);
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setMessage(LOCATION_MESSAGES.unsupported);
      return;
    }
    setLocating(true);
    geolocation.getCurrentPosition(
      (position) => {
        let point: Coordinates;
        try {
          point = { lat: position.coords.latitude, lng: position.coords.longitude };
          if (!isValidCoordinates(point)) throw new Error('The position has no valid coordinates');
          handlers.onPoint(point);
        } catch {
          setMessage(LOCATION_MESSAGES.processing);
          setLocating(false);
          return;
        }
        void lookUpAddress(point, handlers);
      },
      (error) => {
        setMessage(geolocationErrorMessage(error?.code));
        setLocating(false);
      },
      GEOLOCATION_OPTIONS,
    );
  }

  return { locate, locating, message, clearMessage: () => setMessage(null) };
}
