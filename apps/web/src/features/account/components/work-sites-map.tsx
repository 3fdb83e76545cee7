import type { WorkSite } from '@ronda/shared';
import { useMemo, useRef, useState } from 'react';
import { Circle, Tooltip } from 'react-leaflet';
import { Pin } from '@/components/location-picker/map-pin';
import { FollowPoint, Placing } from '@/components/location-picker/map-placing';
import { MapView } from '@/components/map/map-view';
import { viewForPoints } from '@/components/map/zoom-for-points';
import { isValidCoordinates, type LatLng } from '@/lib/coordinates';
import { useLatest } from '@/lib/use-latest';
import { radiusText, WORK_SITES_MAP_HEIGHT_PX } from '../lib/work-sites';
import styles from './work-sites-map.module.css';

const HOME_ZOOM = 13;
const INDIA = { center: { lat: 22.5, lng: 79 }, zoom: 5 };

// DESIGN.md colours: stored sites in teal, the one being drawn in saffron.
const SITE_STYLE = { color: '#0f5257', weight: 2, fillOpacity: 0.12 };
const DRAFT_STYLE = { color: '#0f5257', weight: 3, dashArray: '6 6', fillColor: '#f2a541' };

export interface WorkSitesMapProps {
  /** The stored sites, drawn as circles (the one being edited is left out by the caller). */
  sites: readonly WorkSite[];
  /** The site being drawn: its centre once placed, and its radius in metres when valid. */
  draft: { centre: LatLng | null; radius: number | null } | null;
  /** Where the map opens when there is no site yet (the company's position). */
  home: LatLng | null;
  /** Lets an admin place the centre: a tap or click, a drag of the pin, or Enter. */
  onPlace?: ((point: LatLng) => void) | undefined;
  label: string;
  /** The ids of the texts that say how to place the pin. */
  describedBy: string;
}

/** The company's work sites as circles, and the one being drawn with its pin. Loaded lazily. */
export function WorkSitesMap({
  sites,
  draft,
  home,
  onPlace,
  label,
  describedBy,
}: WorkSitesMapProps) {
  // The first view only: the sites, else the company, else India; later the pin is followed.
  const [start] = useState(() => {
    if (sites.length > 0) return viewForPoints(sites);
    if (home && isValidCoordinates(home)) return { center: home, zoom: HOME_ZOOM };
    return INDIA;
  });
  // The last point placed on this map, so FollowPoint does not pull the view to a tap.
  const placed = useRef<LatLng | null>(null);
  const onPlaceRef = useLatest(onPlace);
  // Stable, so the map's and the pin's listeners are set once.
  const place = useMemo(
    () => (where: LatLng) => {
      const point = { lat: where.lat, lng: where.lng };
      placed.current = point;
      onPlaceRef.current?.(point);
    },
    [onPlaceRef],
  );
  const centre = draft?.centre && isValidCoordinates(draft.centre) ? draft.centre : null;
  const lat = centre?.lat;
  const lng = centre?.lng;
  // The same array while the point is the same: a new one would put a dragged pin back.
  const position = useMemo<[number, number] | null>(
    () => (lat === undefined || lng === undefined ? null : [lat, lng]),
    [lat, lng],
  );

  return (
    <div className={[styles.frame, onPlace ? styles.placing : ''].filter(Boolean).join(' ')}>
      <MapView
        center={start.center}
        zoom={start.zoom}
        height={WORK_SITES_MAP_HEIGHT_PX}
        label={label}
      >
        {sites.map((site) => (
          <Circle
            key={site.id}
            center={[site.lat, site.lng]}
            radius={site.radiusMeters}
            pathOptions={SITE_STYLE}
          >
            <Tooltip>{`${site.name} (${radiusText(site.radiusMeters)})`}</Tooltip>
          </Circle>
        ))}
        {position && draft?.radius ? (
          <Circle center={position} radius={draft.radius} pathOptions={DRAFT_STYLE} />
        ) : null}
        {position ? (
          <Pin
            position={position}
            editable={onPlace !== undefined}
            label="Centre of the work site. Drag it, or use the arrow keys, to move it."
            onPlace={place}
          />
        ) : null}
        {onPlace ? (
          <Placing onPlace={place} label={label} describedBy={describedBy} autoFocus={false} />
        ) : null}
        <FollowPoint point={centre} placed={placed} />
      </MapView>
    </div>
  );
}
