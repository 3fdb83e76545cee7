import 'leaflet/dist/leaflet.css';
import {
  divIcon,
  type DragEndEvent,
  type LeafletKeyboardEvent,
  type Marker as LeafletMarker,
} from 'leaflet';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from 'react-leaflet';
import { getSiteConfig } from '@/config/site-config';
import { isValidCoordinates, type LatLng } from '@/lib/coordinates';
import { useLatest } from '@/lib/use-latest';
import { centreMap } from './centre-map';
import {
  AREA_MAP_ZOOM,
  COUNTRY_VIEW,
  LOCATION_MAP_HEIGHT_PX,
  LOCATION_MAP_ZOOM,
  PIN_KEY_STEP_PX,
} from './location-picker-constants';
import styles from './location-map.module.css';

const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

// Drawn by CSS, not an image: it shows (with no broken image) when tiles or assets fail to load.
// 44 px square, so a finger can take hold of it (DESIGN.md touch targets).
const PIN_ICON = divIcon({ className: 'request-map-marker', iconSize: [44, 44] });

const ARROW_STEPS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

const subscribeNever = () => () => undefined;
const readTileUrl = () => getSiteConfig().tileUrl;
const noTileUrlOnServer = () => null;

const samePoint = (a: LatLng | null, b: LatLng | null) =>
  a !== null && b !== null && a.lat === b.lat && a.lng === b.lng;

/**
 * Follows the point. A point from elsewhere (a suggestion, the device, a link) is centred at zoom
 * 15 (§9). A point placed on this map stays where the person put it; on a map still zoomed out,
 * each placement zooms in a few steps towards it, so a rough first tap can be refined.
 */
function FollowPoint({
  point,
  placed,
}: {
  point: LatLng | null;
  placed: RefObject<LatLng | null>;
}) {
  const map = useMap();
  const lat = point?.lat;
  const lng = point?.lng;
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    const here = { lat, lng };
    if (!samePoint(placed.current, here)) {
      centreMap(map, here);
      return;
    }
    const zoom = map.getZoom();
    if (zoom < LOCATION_MAP_ZOOM) map.setView([lat, lng], Math.min(zoom + 3, LOCATION_MAP_ZOOM));
    else map.panInside([lat, lng]);
  }, [map, lat, lng, placed]);
  return null;
}

interface PlacingProps {
  onPlace: (point: LatLng) => void;
  label: string;
  describedBy: string;
  autoFocus: boolean;
}

/**
 * A tap or click puts the pin there; with the keyboard, Enter puts it in the middle of the map
 * (the arrow keys move the map, Leaflet's own). The container is named and described for screen
 * readers, and handles its keys itself (role application).
 */
function Placing({ onPlace, label, describedBy, autoFocus }: PlacingProps) {
  const map = useMapEvents({
    click: (event) => onPlace(event.latlng),
    keydown: (event: LeafletKeyboardEvent) => {
      if (event.originalEvent.key !== 'Enter' || event.originalEvent.target !== map.getContainer())
        return;
      event.originalEvent.preventDefault();
      onPlace(map.getCenter());
    },
  });
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'application');
    container.setAttribute('aria-label', label);
    container.setAttribute('aria-describedby', describedBy);
  }, [map, label, describedBy]);
  useEffect(() => {
    if (autoFocus) map.getContainer().focus();
  }, [map, autoFocus]);
  return null;
}

interface PinProps {
  position: [number, number];
  editable: boolean;
  label: string;
  onPlace: (point: LatLng) => void;
}

/**
 * The pin. When editable it can be dragged, and reached with Tab (Leaflet makes it a button)
 * to be moved with the arrow keys, a few pixels a press, more with Shift.
 */
function Pin({ position, editable, label, onPlace }: PinProps) {
  const map = useMap();
  const marker = useRef<LeafletMarker>(null);
  const eventHandlers = useMemo(
    () =>
      editable
        ? {
            dragend: (event: DragEndEvent) => onPlace((event.target as LeafletMarker).getLatLng()),
            keydown: (event: LeafletKeyboardEvent) => {
              const step = ARROW_STEPS[event.originalEvent.key];
              const at = marker.current?.getLatLng();
              if (!step || !at) return;
              // The arrows move the pin, not the page.
              event.originalEvent.preventDefault();
              const size = PIN_KEY_STEP_PX * (event.originalEvent.shiftKey ? 5 : 1);
              const from = map.latLngToContainerPoint(at);
              onPlace(
                map.containerPointToLatLng([from.x + step[0] * size, from.y + step[1] * size]),
              );
            },
          }
        : {},
    [editable, map, onPlace],
  );
  useEffect(() => {
    marker.current?.getElement()?.setAttribute('aria-label', label);
  }, [label]);
  return (
    <Marker
      ref={marker}
      position={position}
      icon={PIN_ICON}
      interactive={editable}
      draggable={editable}
      keyboard={editable}
      eventHandlers={eventHandlers}
    />
  );
}

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
