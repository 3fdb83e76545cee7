import type { LatLng } from '@/lib/coordinates';
import { useLatest } from '@/lib/use-latest';
import type { DeviceLocationMessages, MapsLinkMessages } from './location-picker-messages';
import { fromPlace, isExactSource, samePoint, type LocationValue } from './location-value';
import { useDeviceLocation } from './use-geolocation';
import { useMapsLink } from './use-maps-link';
import { usePinAddress } from './use-pin-address';

interface LocationSourcesOptions {
  value: LocationValue;
  onChange(value: LocationValue): void;
  messages: DeviceLocationMessages;
  /** Opens or closes the suggestion list. */
  setOpen(open: boolean): void;
}

/**
 * The ways a point arrives (typing, the map, the device, a Google Maps link) and how each gives
 * way to the next: the newest wins, and what is still in flight for an older one is cancelled.
 */
export function useLocationSources({ value, onChange, messages, setOpen }: LocationSourcesOptions) {
  const device = useDeviceLocation(messages);
  const mapsLink = useMapsLink();
  const pinAddress = usePinAddress();
  const latest = useLatest(value);

  function type(text: string) {
    setOpen(true);
    device.clearMessage();
    // What is typed now wins over a link still being read, or an address looked up for the pin.
    mapsLink.cancel();
    pinAddress.cancel();
    // A device, link or map point is better than any suggestion: it stays while the address is
    // written by hand.
    if (isExactSource(value.source)) onChange({ ...value, address: text });
    else onChange({ address: text, coordinates: null, source: 'typed', label: null });
  }

  function placeOnMap(point: LatLng) {
    setOpen(false);
    device.clearMessage();
    mapsLink.cancel();
    const address = value.address;
    onChange({ address, coordinates: point, source: 'map', label: null });
    if (address.trim()) {
      pinAddress.cancel();
      return;
    }
    // Nothing typed yet: name the place, unless the person has typed or moved the pin since.
    void pinAddress.lookUp(point, (found) => {
      const now = latest.current;
      if (now.address.trim() || !now.coordinates || !samePoint(now.coordinates, point)) return;
      onChange({ address: found, coordinates: point, source: 'map', label: found });
    });
  }

  function locateDevice() {
    setOpen(false);
    mapsLink.cancel();
    pinAddress.cancel();
    device.locate({
      onPoint: (point) =>
        onChange({ address: value.address, coordinates: point, source: 'device', label: null }),
      onAddress: (point, address) =>
        onChange({ address, coordinates: point, source: 'device', label: address }),
    });
  }

  function readLink(link: string, texts: MapsLinkMessages) {
    setOpen(false);
    device.clearMessage();
    pinAddress.cancel();
    void mapsLink.read(link, texts, {
      onPoint: (point) =>
        onChange({ address: value.address, coordinates: point, source: 'link', label: null }),
      onAddress: (point, address) =>
        onChange({ address, coordinates: point, source: 'link', label: address }),
      onPlace: (place) => onChange(fromPlace(place, place.label)),
    });
  }

  return { device, mapsLink, pinAddress, type, placeOnMap, locateDevice, readLink };
}
