import { useEffect, useRef, useState } from 'react';
import type { LatLng } from '@/lib/coordinates';
import { reverseGeocode } from './reverse-geocode';

/**
 * The address at a pin placed on the map while the address box is empty. Only the newest pin
 * counts: placing another, or `cancel` (the person typed), drops an answer still on its way.
 * `missing` says that no address was found, so the person is asked to type one.
 */
export function usePinAddress() {
  const [missing, setMissing] = useState(false);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  function cancel() {
    inFlight.current?.abort();
    inFlight.current = null;
    setMissing(false);
  }

  async function lookUp(point: LatLng, onAddress: (address: string) => void) {
    cancel();
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const place = await reverseGeocode(point, controller.signal);
      if (controller.signal.aborted) return;
      if (place?.label) onAddress(place.label);
      else setMissing(true);
    } catch {
      // The address service is down: the pin stands, and the person types the address.
      if (!controller.signal.aborted) setMissing(true);
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  }

  return { lookUp, cancel, missing };
}
