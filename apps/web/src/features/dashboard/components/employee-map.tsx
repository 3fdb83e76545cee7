import type { LatestLocation } from '@ronda/shared';
import { useMemo, useState } from 'react';
import { AvatarMarker } from '@/components/map/avatar-marker';
import { MapFocus, type MapFocusTarget } from '@/components/map/map-focus';
import { MapView } from '@/components/map/map-view';
import { viewForPoints } from '@/components/map/zoom-for-points';
import { isValidCoordinates } from '@/lib/coordinates';
import { isStale } from '../lib/location-age';
import { LocationDetails } from './location-details';

import { DASHBOARD_MAP_HEIGHT_PX } from './employee-map-size';

interface EmployeeMapProps {
  locations: readonly LatestLocation[];
  selectedId: string | null;
  focus: MapFocusTarget | null;
  onSelect: (id: string) => void;
  now: Date;
  timeZone: string;
}

const pointOf = (record: LatestLocation) => {
  const coords = record.location?.coords;
  return coords ? { lat: coords.latitude, lng: coords.longitude } : null;
};

/** The Employee Locations map: one avatar per person with a valid location. Loaded lazily. */
export function EmployeeMap(props: EmployeeMapProps) {
  const { locations, selectedId, focus, onSelect, now, timeZone } = props;
  const placed = useMemo(
    () =>
      locations.flatMap((record) => {
        const point = pointOf(record);
        return isValidCoordinates(point) ? [{ record, point }] : [];
      }),
    [locations],
  );
  // The first view only: later moves must not throw the map back while someone looks at it.
  const [initial] = useState(() => viewForPoints(placed.map((p) => p.point)));
  return (
    <MapView
      center={initial.center}
      zoom={initial.zoom}
      height={DASHBOARD_MAP_HEIGHT_PX}
      label={`Map of ${placed.length} team member locations`}
    >
      {placed.map(({ record, point }) => (
        <AvatarMarker
          key={record.employee.id}
          position={point}
          firstName={record.employee.firstName}
          lastName={record.employee.lastName}
          pictureUrl={record.employee.profilePicture}
          selected={record.employee.id === selectedId}
          stale={isStale(record.lastUpdated, now)}
          onSelect={() => onSelect(record.employee.id)}
        >
          <LocationDetails record={record} now={now} timeZone={timeZone} />
        </AvatarMarker>
      ))}
      <MapFocus target={focus} />
    </MapView>
  );
}
