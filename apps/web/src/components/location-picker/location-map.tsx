import 'leaflet/dist/leaflet.css';
import { useEffect, useSyncExternalStore } from 'react';
import { CircleMarker, MapContainer, TileLayer, useMap } from 'react-leaflet';
import { getSiteConfig } from '@/config/site-config';
import { isValidCoordinates, type LatLng } from '@/lib/coordinates';
import { centreMap } from './centre-map';
import { LOCATION_MAP_HEIGHT_PX, LOCATION_MAP_ZOOM } from './location-picker-constants';
import styles from './location-map.module.css';

const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
// Where the map opens if it is ever handed a bad point: Panaji, Goa.
const FALLBACK_CENTER: [number, number] = [15.4989, 73.8278];
const MARKER_STYLE = {
  color: '#0f5257',
  weight: 3,
  fillColor: '#f2a541',
  fillOpacity: 1,
};

const subscribeNever = () => () => undefined;
const readTileUrl = () => getSiteConfig().tileUrl;
const noTileUrlOnServer = () => null;

function Recentre({ point }: { point: LatLng }) {
  const map = useMap();
  const { lat, lng } = point;
  useEffect(() => {
    centreMap(map, { lat, lng });
  }, [map, lat, lng]);
  return null;
}

interface LocationMapProps {
  point: LatLng;
  /** Says for screen readers what the map shows (the caller's words). */
  caption: string;
}

/**
 * The picked point on a map (§2.9, §9): 300 px high at zoom 15, tiles from TILE_URL. The
 * marker is drawn as a vector circle, so it shows (with no broken image) when tiles fail to load.
 * Loaded lazily: Leaflet is only fetched by pages that show this map.
 */
export function LocationMap({ point, caption }: LocationMapProps) {
  // Read in the browser only: the site config comes from the document.
  const tileUrl = useSyncExternalStore(subscribeNever, readTileUrl, noTileUrlOnServer);
  const center: [number, number] = isValidCoordinates(point)
    ? [point.lat, point.lng]
    : FALLBACK_CENTER;
  return (
    <figure className={styles.figure}>
      <MapContainer
        center={center}
        zoom={LOCATION_MAP_ZOOM}
        scrollWheelZoom={false}
        className={styles.map}
        style={{ height: LOCATION_MAP_HEIGHT_PX }}
      >
        {tileUrl && <TileLayer url={tileUrl} attribution={OSM_ATTRIBUTION} />}
        <CircleMarker
          center={center}
          radius={10}
          interactive={false}
          className="request-map-marker"
          pathOptions={MARKER_STYLE}
        />
        <Recentre point={point} />
      </MapContainer>
      <figcaption className="visually-hidden">{caption}</figcaption>
    </figure>
  );
}
