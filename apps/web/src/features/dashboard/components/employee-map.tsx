import type { LatestLocation } from '@ronda/shared';
import { useMemo, useState } from 'react';
import { AVATAR_MARKER_PX } from '@/components/map/avatar-icon';
import { AvatarMarker } from '@/components/map/avatar-marker';
import { FannedMarkers } from '@/components/map/fanned-markers';
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
        return isValidCoordinates(point) ? [{ key: record.employee.id, item: record, point }] : [];
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
      <FannedMarkers
        items={placed}
        sizePx={AVATAR_MARKER_PX}
        render={(record, shown) => (
          <AvatarMarker
            position={shown}
            firstName={record.employee.firstName}
            lastName={record.employee.lastName}
            pictureUrl={record.employee.profilePicture}
            selected={record.employee.id === selectedId}
            stale={isStale(record.lastUpdated, now)}
            onSelect={() => onSelect(record.employee.id)}
          >
            <LocationDetails record={record} now={now} timeZone={timeZone} />
          </AvatarMarker>
        )}
      />
      <MapFocus target={focus} />
    </MapView>
  );
}
