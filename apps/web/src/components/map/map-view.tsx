import 'leaflet/dist/leaflet.css';
import { type ReactNode, useSyncExternalStore } from 'react';
import { MapContainer, TileLayer, useMapEvents } from 'react-leaflet';
import { getSiteConfig } from '@/config/site-config';
import type { LatLng } from '@/lib/coordinates';
import styles from './map-view.module.css';

const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const subscribeNever = () => () => undefined;
const readTileUrl = () => getSiteConfig().tileUrl;
const noTileUrlOnServer = () => null;

function BackgroundClick({ onClick }: { onClick: () => void }) {
  useMapEvents({ click: onClick });
  return null;
}

export interface MapViewProps {
  center: LatLng;
  zoom: number;
  height: number | string;
  /** What the map shows, for people who cannot see it. */
  label: string;
  onBackgroundClick?: () => void;
  children?: ReactNode;
}

/**
 * The console's one map (DESIGN.md "Maps"): tiles from TILE_URL under declarative layers given as
 * children. Markers and lines are drawn by Leaflet itself, so they stay on a neutral background
 * when tiles fail to load. Pages load it lazily: Leaflet is fetched only where a map is shown.
 */
export function MapView({
  center,
  zoom,
  height,
  label,
  onBackgroundClick,
  children,
}: MapViewProps) {
  const tileUrl = useSyncExternalStore(subscribeNever, readTileUrl, noTileUrlOnServer);
  return (
    <figure className={styles.figure}>
      <MapContainer
        center={[center.lat, center.lng]}
        zoom={zoom}
        scrollWheelZoom={false}
        className={styles.map}
        style={{ height }}
      >
        {tileUrl && <TileLayer url={tileUrl} attribution={OSM_ATTRIBUTION} />}
        {onBackgroundClick && <BackgroundClick onClick={onBackgroundClick} />}
        {children}
      </MapContainer>
      <figcaption className="visually-hidden">{label}</figcaption>
    </figure>
  );
}
