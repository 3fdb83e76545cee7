import { LocateFixed } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type Ref } from 'react';
import type { Place } from '@ronda/shared';
import { Button } from '@/components/button/button';
import { MapBoundary } from '@/components/map/map-boundary';
import type { LatLng } from '@/lib/coordinates';
import { AddressSearch } from './address-search';
import { AUTO_PICK_DELAY_MS } from './location-picker-constants';
import type { LocationPickerMessages, MapsLinkMessages } from './location-picker-messages';
import type { LocationValue } from './location-value';
import { MapsLinkField } from './maps-link-field';
import { useAddressSearch } from './use-address-search';
import { useDeviceLocation } from './use-geolocation';
import { useMapsLink } from './use-maps-link';
import styles from './location-picker.module.css';

export type {
  DeviceLocationMessages,
  LocationPickerMessages,
  MapsLinkMessages,
} from './location-picker-messages';
export { EMPTY_LOCATION, type LocationSource, type LocationValue } from './location-value';

const LocationMap = lazy(() =>
  import('./location-map').then((module) => ({ default: module.LocationMap })),
);

interface LocationPickerBaseProps {
  /** The address box's id: a form focuses it by this id; its error is `${id}-error`. */
  id: string;
  /** The address box's visible label. */
  label: string;
  required?: boolean;
  value: LocationValue;
  /** Keep it stable (useCallback): a new function restarts the first suggestion's timer. */
  onChange(value: LocationValue): void;
  /** Shown under the address box. */
  error?: string | undefined;
  /** The address box, for a form library that focuses the first failing field. */
  inputRef?: Ref<HTMLInputElement>;
}

/** With `mapsLinks`, a Google Maps link field is shown, and its texts are required. */
export type LocationPickerProps = LocationPickerBaseProps &
  (
    | { mapsLinks?: false; messages: LocationPickerMessages }
    | { mapsLinks: true; messages: LocationPickerMessages & { mapsLink: MapsLinkMessages } }
  );

const fromPlace = (place: Place, address: string): LocationValue => ({
  address,
  coordinates: { lat: place.lat, lng: place.lng },
  source: 'picked',
  label: place.label,
});

const formatPoint = (point: LatLng) => `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;

/**
 * Where something is (public-site-and-sign-in.md §2.9, console.md §2): an address search,
 * "Use my location", optionally a Google Maps link, and a map of the point. A typed address
 * that was not picked takes the first suggestion's point after 300 ms (§9).
 */
export function LocationPicker(props: LocationPickerProps) {
  const { id, label, required = false, value, onChange, error, inputRef, messages } = props;
  const linkMessages = props.mapsLinks ? props.messages.mapsLink : null;
  const [open, setOpen] = useState(false);
  const search = useAddressSearch(value.address, open || !value.coordinates);
  const device = useDeviceLocation(messages);
  const mapsLink = useMapsLink();
  const first = search.current ? search.suggestions[0] : undefined;
  const { coordinates } = value;

  useEffect(() => {
    if (coordinates || !first) return;
    const address = value.address;
    const timer = setTimeout(() => onChange(fromPlace(first, address)), AUTO_PICK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [coordinates, first, value.address, onChange]);

  function type(text: string) {
    setOpen(true);
    device.clearMessage();
    // What is typed now wins over a link still being read.
    mapsLink.cancel();
    // A device or link point is better than any suggestion: it stays while the address is
    // written by hand.
    if (value.source === 'device' || value.source === 'link') onChange({ ...value, address: text });
    else onChange({ address: text, coordinates: null, source: 'typed', label: null });
  }

  function locateDevice() {
    setOpen(false);
    mapsLink.cancel();
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
    void mapsLink.read(link, texts, {
      onPoint: (point) =>
        onChange({ address: value.address, coordinates: point, source: 'link', label: null }),
      onAddress: (point, address) =>
        onChange({ address, coordinates: point, source: 'link', label: address }),
      onPlace: (place) => onChange(fromPlace(place, place.label)),
    });
  }

  const noMatch = search.current && search.suggestions.length === 0 && !coordinates;
  const expanded = open && search.suggestions.length > 0;
  const place = value.label || value.address || null;

  return (
    <div className={styles.picker}>
      <AddressSearch
        id={id}
        label={label}
        required={required}
        placeholder={messages.placeholder}
        suggestionsLabel={messages.suggestionsLabel}
        inputRef={inputRef}
        value={value.address}
        onType={type}
        onPick={(picked) => {
          mapsLink.cancel();
          onChange(fromPlace(picked, picked.label));
          setOpen(false);
        }}
        search={search}
        pinnedLabel={value.label}
        open={open}
        onOpenChange={setOpen}
        error={error}
      />
      <p role="status" className="visually-hidden">
        {expanded ? messages.suggestionsAnnouncement(search.suggestions.length) : ''}
      </p>
      {search.searching && <p className={styles.note}>{messages.searching}</p>}
      {noMatch && <p className={styles.note}>{messages.noMatch}</p>}
      {search.failed && (
        <p role="alert" className={styles.alert}>
          {messages.searchFailed}
        </p>
      )}
      {linkMessages && (
        <MapsLinkField
          id={`${id}-maps-link`}
          messages={linkMessages}
          reading={mapsLink.reading}
          notice={mapsLink.notice}
          onRead={(link) => readLink(link, linkMessages)}
          onClear={mapsLink.cancel}
        />
      )}
      <div>
        <Button variant="secondary" busy={device.locating} onClick={locateDevice}>
          <LocateFixed size={18} aria-hidden />
          {device.locating ? messages.locating : messages.useMyLocation}
        </Button>
      </div>
      {device.message && (
        <p role="alert" className={styles.alert}>
          {device.message}
        </p>
      )}
      {coordinates && (
        <>
          <p className={styles.pin}>{messages.mapPin(place, formatPoint(coordinates))}</p>
          <MapBoundary fallback={<p className={styles.note}>{messages.mapFailed}</p>}>
            <Suspense fallback={<div className={styles.mapLoading}>{messages.mapLoading}</div>}>
              <LocationMap
                point={coordinates}
                caption={messages.mapCaption(value.label ?? value.address)}
              />
            </Suspense>
          </MapBoundary>
        </>
      )}
    </div>
  );
}
