import 'leaflet/dist/leaflet.css';
import { useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { MapContainer, TileLayer } from 'react-leaflet';
import { getSiteConfig } from '@/config/site-config';
import { isValidCoordinates, type LatLng } from '@/lib/coordinates';
import { useLatest } from '@/lib/use-latest';
import {
  AREA_MAP_ZOOM,
  COUNTRY_VIEW,
  LOCATION_MAP_HEIGHT_PX,
  LOCATION_MAP_ZOOM,
} from './location-picker-constants';
import { Pin } from './map-pin';
import { FollowPoint, Placing } from './map-placing';
import styles from './location-map.module.css';

const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const subscribeNever = () => () => undefined;
const readTileUrl = () => getSiteConfig().tileUrl;
const noTileUrlOnServer = () => null;

interface LocationMapProps {
  /** The pin; null until a point is known. */
  point: LatLng | null;
  /** Where the map opens while there is no pin (the company's position); India otherwise. */
  home?: LatLng | null;
  /** Says for screen readers what the map shows (the caller's words). */
  caption: string;
  /**
   * Lets the person place the pin: tap or click the map, drag the pin, Enter on the map for its
   * middle, or the arrow keys on the pin. Without it the map only shows the point.
   */
  onPlace?: (point: LatLng) => void;
  /** The pin's accessible name (with how to move it). */
  pinLabel: string;
  /** The id of the text that tells keyboard users how to place the pin. */
  describedBy: string;
  /** Take focus once shown (the person asked for the map with the keyboard). */
  autoFocus?: boolean;
}

/**
 * The location on a map (§2.9, §9): 300 px high at zoom 15, tiles from TILE_URL, and a pin the
 * person can place and drag when the address search knows no place (rural and new addresses are
 * often missing from open geocoders). Loaded lazily: Leaflet is only fetched by pages that show
 * this map.
 */
export function LocationMap({
  point,
  home,
  caption,
  onPlace,
  pinLabel,
  describedBy,
  autoFocus = false,
}: LocationMapProps) {
  // Read in the browser only: the site config comes from the document.
  const tileUrl = useSyncExternalStore(subscribeNever, readTileUrl, noTileUrlOnServer);
  const pin = point && isValidCoordinates(point) ? point : null;
  // The last point placed on this map, to tell it from a point that came from elsewhere.
  const placed = useRef<LatLng | null>(null);
  const onPlaceRef = useLatest(onPlace);
  const editable = onPlace !== undefined;

  // The first view only; later points move the map through FollowPoint.
  const [start] = useState(() => {
    if (pin) return { centre: pin, zoom: LOCATION_MAP_ZOOM };
    if (home && isValidCoordinates(home)) return { centre: home, zoom: AREA_MAP_ZOOM };
    return COUNTRY_VIEW;
  });

  const lat = pin?.lat;
  const lng = pin?.lng;
  // The same array while the point is the same: a new one would put a dragged pin back.
  const position = useMemo<[number, number] | null>(
    () => (lat === undefined || lng === undefined ? null : [lat, lng]),
    [lat, lng],
  );

  // Stable, so the map's and the pin's listeners are set once.
  const place = useMemo(
    () => (where: LatLng) => {
      const next = { lat: where.lat, lng: where.lng };
      placed.current = next;
      onPlaceRef.current?.(next);
    },
    [onPlaceRef],
  );

  return (
    <figure className={styles.figure}>
      <MapContainer
        center={[start.centre.lat, start.centre.lng]}
        zoom={start.zoom}
        scrollWheelZoom={false}
        className={[styles.map, editable ? styles.placing : ''].filter(Boolean).join(' ')}
        style={{ height: LOCATION_MAP_HEIGHT_PX }}
      >
        {tileUrl && <TileLayer url={tileUrl} attribution={OSM_ATTRIBUTION} />}
        {position && (
          <Pin position={position} editable={editable} label={pinLabel} onPlace={place} />
        )}
        {editable && (
          <Placing
            onPlace={place}
            label={caption}
            describedBy={describedBy}
            autoFocus={autoFocus}
          />
        )}
        <FollowPoint point={pin} placed={placed} />
      </MapContainer>
      <figcaption className="visually-hidden">{caption}</figcaption>
    </figure>
  );
}
