import { useState } from 'react';
import { isValidCoordinates, type LatLng } from '@/lib/coordinates';
import { geolocationErrorMessage } from './geolocation-error-message';
import { GEOLOCATION_OPTIONS } from './location-picker-constants';
import type { DeviceLocationMessages } from './location-picker-messages';
import { reverseGeocode } from './reverse-geocode';

export interface DeviceLocationHandlers {
  /** The device's point, as soon as it is known. */
  onPoint(point: LatLng): void;
  /** The address at that point, once looked up. */
  onAddress(point: LatLng, address: string): void;
}

/**
 * §4: "Use my location": the browser's position with high accuracy (15 s time-out, up to 5 min
 * old), then the address at that point from /api/geo/reverse. Every failure has the caller's
 * message for it.
 */
export function useDeviceLocation(messages: DeviceLocationMessages) {
  const [locating, setLocating] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  async function lookUpAddress(point: LatLng, handlers: DeviceLocationHandlers) {
    try {
      const place = await reverseGeocode(point);
      if (place?.label) handlers.onAddress(point, place.label);
      else setMessage(messages.addressNotFound ?? messages.noAddress);
    } catch {
      setMessage(messages.noAddress);
    } finally {
      setLocating(false);
    }
  }

  function locate(handlers: DeviceLocationHandlers) {
    setMessage(null);
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setMessage(messages.unsupported);
      return;
    }
    setLocating(true);
    geolocation.getCurrentPosition(
      (position) => {
        let point: LatLng;
        try {
          point = { lat: position.coords.latitude, lng: position.coords.longitude };
          if (!isValidCoordinates(point)) throw new Error('The position has no valid coordinates');
          handlers.onPoint(point);
        } catch {
          setMessage(messages.processing);
          setLocating(false);
          return;
        }
        void lookUpAddress(point, handlers);
      },
      (error) => {
        setMessage(geolocationErrorMessage(error?.code, messages));
        setLocating(false);
      },
      GEOLOCATION_OPTIONS,
    );
  }

  return { locate, locating, message, clearMessage: () => setMessage(null) };
}
