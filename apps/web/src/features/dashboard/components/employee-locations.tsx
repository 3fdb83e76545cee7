import type { LatestLocation } from '@ronda/shared';
import { lazy, Suspense, useState } from 'react';
import { MapBoundary } from '@/components/map/map-boundary';
import type { MapFocusTarget } from '@/components/map/map-focus';
import { isValidCoordinates } from '@/lib/coordinates';
import { loadChunk } from '@/lib/load-chunk';
import { DASHBOARD_MAP_HEIGHT_PX } from './employee-map-size';
import { TeamLocationList } from './team-location-list';
import styles from './employee-locations.module.css';

const EmployeeMap = lazy(() =>
  loadChunk(() => import('./employee-map')).then((m) => ({ default: m.EmployeeMap })),
);

/** console.md §9: selecting a person centres the dashboard map on them at zoom 16. */
export const DASHBOARD_SELECT_ZOOM = 16;

interface EmployeeLocationsProps {
  locations: readonly LatestLocation[];
  now: Date;
  timeZone: string;
}

const hasValidPoint = (record: LatestLocation) =>
  isValidCoordinates(
    record.location
      ? { lat: record.location.coords.latitude, lng: record.location.coords.longitude }
      : null,
  );

/** The Employee Locations section: the map and the Team Locations list, selected together. */
export function EmployeeLocations({ locations, now, timeZone }: EmployeeLocationsProps) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [focus, setFocus] = useState<MapFocusTarget | null>(null);
  if (locations.length === 0) {
    return <p className={styles.empty}>No location data available</p>;
  }
  const placed = locations.filter(hasValidPoint);
  if (placed.length === 0) {
    return <p className={styles.empty}>No valid location data available</p>;
  }
  const select = (id: string) => {
    const record = placed.find((l) => l.employee.id === id);
    const coords = record?.location?.coords;
    setSelectedId(id);
    if (coords) {
      setFocus({
        lat: coords.latitude,
        lng: coords.longitude,
        zoom: DASHBOARD_SELECT_ZOOM,
        nonce: Date.now(),
      });
    }
  };
  return (
    <div className={styles.layout}>
      <div className={styles.map}>
        <MapBoundary fallback={<p className={styles.empty}>The map could not be loaded.</p>}>
          <Suspense
            fallback={
              <div className={styles.placeholder} style={{ height: DASHBOARD_MAP_HEIGHT_PX }} />
            }
          >
            <EmployeeMap
              locations={placed}
              selectedId={selectedId}
              focus={focus}
              onSelect={select}
              now={now}
              timeZone={timeZone}
            />
          </Suspense>
        </MapBoundary>
      </div>
      <TeamLocationList
        locations={placed}
        selectedId={selectedId}
        onSelect={select}
        now={now}
        timeZone={timeZone}
      />
    </div>
  );
}
