import { lazy, Suspense } from 'react';
import { MapBoundary } from '@/components/map/map-boundary';
import type { LatLng } from '@/lib/coordinates';
import type { LocationPickerMessages } from './location-picker-messages';
import type { LocationValue } from './location-value';
import styles from './location-picker.module.css';

// The map and its library load only when the map is shown.
const LocationMap = lazy(() =>
  import('./location-map').then((module) => ({ default: module.LocationMap })),
);

interface PickerMapProps {
  /** The picker's id: the map's hints are `${id}-map-hint` and `${id}-map-keys`. */
  id: string;
  value: LocationValue;
  messages: LocationPickerMessages;
  mapCentre: LatLng | null;
  /** Asked for with the keyboard: focus goes to the map, to place the pin with the keys. */
  keyboardAsked: boolean;
  /** The pin was placed with nothing typed, and no address was found for it. */
  pinNeedsAddress: boolean;
  onPlace(point: LatLng): void;
}

/** The picker's map: how to place the pin, the map itself, and what a bare pin still needs. */
export function PickerMap(props: PickerMapProps) {
  const { id, value, messages, mapCentre, keyboardAsked, pinNeedsAddress, onPlace } = props;
  const { coordinates } = value;
  const hintId = `${id}-map-hint`;
  const keysId = `${id}-map-keys`;
  return (
    <>
      <p id={hintId} className={styles.note}>
        {messages.mapHint}
      </p>
      <p id={keysId} className="visually-hidden">
        {messages.mapKeyboardHint}
      </p>
      <MapBoundary
        fallback={coordinates ? <p className={styles.note}>{messages.mapFailed}</p> : null}
      >
        <Suspense fallback={<div className={styles.mapLoading}>{messages.mapLoading}</div>}>
          <LocationMap
            point={coordinates}
            home={mapCentre}
            caption={
              coordinates || value.address.trim()
                ? messages.mapCaption(value.label ?? value.address)
                : messages.mapHint
            }
            onPlace={onPlace}
            pinLabel={messages.pinLabel}
            describedBy={`${hintId} ${keysId}`}
            autoFocus={keyboardAsked}
          />
        </Suspense>
      </MapBoundary>
      {pinNeedsAddress && coordinates && !value.address.trim() && (
        <p className={styles.warning}>{messages.pinNeedsAddress}</p>
      )}
    </>
  );
}
