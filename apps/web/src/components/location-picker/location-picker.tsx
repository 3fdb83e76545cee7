import { LocateFixed, MapPin } from 'lucide-react';
import { useEffect, useLayoutEffect, useState, type Ref } from 'react';
import { GEO_SEARCH_MIN_CHARS } from '@ronda/shared';
import { Button } from '@/components/button/button';
import type { LatLng } from '@/lib/coordinates';
import { AddressSearch } from './address-search';
import { AUTO_PICK_DELAY_MS } from './location-picker-constants';
import type { LocationPickerMessages, MapsLinkMessages } from './location-picker-messages';
import { formatPoint, fromPlace, type LocationValue } from './location-value';
import { MapsLinkField } from './maps-link-field';
import { PickerMap } from './picker-map';
import { useAddressSearch } from './use-address-search';
import { useLocationSources } from './use-location-sources';
import styles from './location-picker.module.css';

export type {
  DeviceLocationMessages,
  LocationPickerMessages,
  MapsLinkMessages,
} from './location-picker-messages';
export { EMPTY_LOCATION, type LocationSource, type LocationValue } from './location-value';

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
  /** Where the map opens before there is a pin (the company's position, say). */
  mapCentre?: LatLng | null;
}

/** With `mapsLinks`, a Google Maps link field is shown, and its texts are required. */
export type LocationPickerProps = LocationPickerBaseProps &
  (
    | { mapsLinks?: false; messages: LocationPickerMessages }
    | { mapsLinks: true; messages: LocationPickerMessages & { mapsLink: MapsLinkMessages } }
  );

/**
 * Where something is (public-site-and-sign-in.md §2.9, console.md §2): an address search,
 * "Use my location", optionally a Google Maps link, and a map of the point. A typed address
 * that was not picked takes the first suggestion's point after 300 ms (§9). When the search
 * knows no such place (rural and new addresses often are not in open geocoders) and the device
 * gives no position, the person places the pin on the map by hand and drags it; the typed
 * address is kept with that point. The map shows as soon as an address is being typed, after
 * a failed "Use my location", or on "Place the pin on the map".
 */
export function LocationPicker(props: LocationPickerProps) {
  const { id, label, required = false, value, onChange, error, inputRef, messages } = props;
  const { mapCentre = null } = props;
  const linkMessages = props.mapsLinks ? props.messages.mapsLink : null;
  const [open, setOpen] = useState(false);
  // null: not asked for; 'pointer' or 'keyboard': asked for with the button, and how.
  const [mapAsked, setMapAsked] = useState<'pointer' | 'keyboard' | null>(null);
  const search = useAddressSearch(value.address, open || !value.coordinates);
  const { device, mapsLink, pinAddress, type, placeOnMap, locateDevice, readLink } =
    useLocationSources({ value, onChange, messages, setOpen });
  const first = search.current ? search.suggestions[0] : undefined;
  const { coordinates } = value;

  // A prerendered picker can be typed into before the app takes the page over; React's state
  // never heard of it. Take the typed address once, so it is searched for without another
  // keystroke and its first place pinned (the list opens with the next keystroke, as usual).
  useLayoutEffect(() => {
    const box = document.getElementById(id);
    if (!(box instanceof HTMLInputElement) || !box.value.trim() || value.address) return;
    onChange({ address: box.value, coordinates: null, source: 'typed', label: null });
    // Once, on mount: later typing goes through onType.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (coordinates || !first) return;
    const address = value.address;
    const timer = setTimeout(() => onChange(fromPlace(first, address)), AUTO_PICK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [coordinates, first, value.address, onChange]);

  const noMatch = search.current && search.suggestions.length === 0 && !coordinates;
  const expanded = open && search.suggestions.length > 0;
  const place = value.label || value.address || null;
  // Shown while a place is being looked for, so the way to place the pin by hand is in sight
  // when the search finds nothing; kept once shown, so it does not come and go with typing.
  const showMap =
    Boolean(coordinates) ||
    mapAsked !== null ||
    device.message !== null ||
    value.address.trim().length >= GEO_SEARCH_MIN_CHARS;

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
      <div className={styles.actions}>
        <Button variant="secondary" busy={device.locating} onClick={locateDevice}>
          <LocateFixed size={18} aria-hidden />
          {device.locating ? messages.locating : messages.useMyLocation}
        </Button>
        {!showMap && (
          <Button
            variant="secondary"
            // detail 0: pressed with the keyboard, whose user then wants focus on the map.
            onClick={(event) => setMapAsked(event.detail === 0 ? 'keyboard' : 'pointer')}
          >
            <MapPin size={18} aria-hidden />
            {messages.placeOnMap}
          </Button>
        )}
      </div>
      {device.message && (
        <p role="alert" className={styles.alert}>
          {device.message}
        </p>
      )}
      {coordinates && (
        <p className={styles.pin} aria-live="polite">
          {messages.mapPin(place, formatPoint(coordinates))}
        </p>
      )}
      {showMap && (
        <PickerMap
          id={id}
          value={value}
          messages={messages}
          mapCentre={mapCentre}
          keyboardAsked={mapAsked === 'keyboard'}
          pinNeedsAddress={pinAddress.missing}
          onPlace={placeOnMap}
        />
      )}
    </div>
  );
}
