import { LocateFixed } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { Place } from '@ronda/shared';
import { Button } from '@/components/button/button';
import { useAddressSearch } from '../hooks/use-address-search';
import { useDeviceLocation } from '../hooks/use-geolocation';
import type { RequestLocation } from '../lib/request-draft';
import { AUTO_PICK_DELAY_MS } from '../request-constants';
import { AddressSearch } from './address-search';
import { MapBoundary } from '@/components/map/map-boundary';
import styles from './location-picker.module.css';

const LocationMap = lazy(() =>
  import('./location-map').then((module) => ({ default: module.LocationMap })),
);

interface LocationPickerProps {
  location: RequestLocation;
  onChange(location: RequestLocation): void;
  error?: string | undefined;
}

const fromPlace = (place: Place, address: string): RequestLocation => ({
  address,
  coordinates: { lat: place.lat, lng: place.lng },
  source: 'picked',
  label: place.label,
});

/**
 * Where the request is (§2.9): an address search, "Use my location", and a map of the point.
 * A typed address that was not picked takes the first suggestion's point after 300 ms (§9).
 */
export function LocationPicker({ location, onChange, error }: LocationPickerProps) {
  const [open, setOpen] = useState(false);
  const search = useAddressSearch(location.address, open || !location.coordinates);
  const device = useDeviceLocation();
  const first = search.current ? search.suggestions[0] : undefined;
  const { coordinates } = location;

  useEffect(() => {
    if (coordinates || !first) return;
    const address = location.address;
    const timer = setTimeout(() => onChange(fromPlace(first, address)), AUTO_PICK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [coordinates, first, location.address, onChange]);

  function type(text: string) {
    setOpen(true);
    device.clearMessage();
    // A device point is better than any suggestion: it stays while the address is written by hand.
    if (location.source === 'device') onChange({ ...location, address: text });
    else onChange({ address: text, coordinates: null, source: 'typed', label: null });
  }

  function locateDevice() {
    setOpen(false);
    device.locate({
      onPoint: (point) =>
        onChange({ address: location.address, coordinates: point, source: 'device', label: null }),
      onAddress: (point, address) =>
        onChange({ address, coordinates: point, source: 'device', label: address }),
    });
  }

  const noMatch = search.current && search.suggestions.length === 0 && !coordinates;
  const expanded = open && search.suggestions.length > 0;

  return (
    <div className={styles.picker}>
      <AddressSearch
        value={location.address}
        onType={type}
        onPick={(place) => {
          onChange(fromPlace(place, place.label));
          setOpen(false);
        }}
        search={search}
        pinnedLabel={location.label}
        open={open}
        onOpenChange={setOpen}
        error={error}
      />
      <p role="status" className="visually-hidden">
        {expanded
          ? `${search.suggestions.length} address ${search.suggestions.length === 1 ? 'suggestion' : 'suggestions'}. Use the up and down arrow keys to choose one.`
          : ''}
      </p>
      {search.searching && <p className={styles.note}>Searching for the address…</p>}
      {noMatch && (
        <p className={styles.note}>
          No places match this address. Try fewer words, or use your location.
        </p>
      )}
      {search.failed && (
        <p role="alert" className={styles.alert}>
          Address search is not available right now. Please try again, or use your location.
        </p>
      )}
      <div>
        <Button variant="secondary" busy={device.locating} onClick={locateDevice}>
          <LocateFixed size={18} aria-hidden />
          {device.locating ? 'Finding your location…' : 'Use my location'}
        </Button>
      </div>
      {device.message && (
        <p role="alert" className={styles.alert}>
          {device.message}
        </p>
      )}
      {coordinates && (
        <>
          <p className={styles.pin}>
            Map pin: {location.label || location.address || 'your location'} (
            {coordinates.lat.toFixed(5)}, {coordinates.lng.toFixed(5)})
          </p>
          <MapBoundary
            fallback={
              <p className={styles.note}>The map could not be loaded. Your location is saved.</p>
            }
          >
            <Suspense fallback={<div className={styles.mapLoading}>Loading map…</div>}>
              <LocationMap point={coordinates} label={location.label ?? location.address} />
            </Suspense>
          </MapBoundary>
        </>
      )}
    </div>
  );
}
