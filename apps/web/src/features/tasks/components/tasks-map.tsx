import { TASKS_MAP_LOCATION_STALE_MS, type LatestLocation, type Task } from '@ronda/shared';
import { useMemo } from 'react';
import { CircleMarker, Tooltip } from 'react-leaflet';
import { AVATAR_MARKER_PX } from '@/components/map/avatar-icon';
import { AvatarMarker } from '@/components/map/avatar-marker';
import { FannedMarkers } from '@/components/map/fanned-markers';
import { MapFit } from '@/components/map/map-fit';
import { MapFocus } from '@/components/map/map-focus';
import { MapView } from '@/components/map/map-view';
import { MAP_ZOOM, viewForPoints } from '@/components/map/zoom-for-points';
import { isValidCoordinates, type LatLng } from '@/lib/coordinates';
import { statusColour } from '../lib/task-rules';
import styles from './tasks-view.module.css';

const FILL: Record<ReturnType<typeof statusColour>, string> = {
  yellow: '#e6b800',
  blue: '#2563eb',
  green: '#2f9e4f',
  red: '#d13c2f',
  grey: '#7b8790',
};
export const TASKS_MAP_HEIGHT_PX = 560;

export interface TasksMapProps {
  tasks: readonly Task[];
  people: readonly LatestLocation[];
  selectedId: string | null;
  onSelect: (taskId: string) => void;
  now: Date;
}

/** A location older than 24 hours is unknown on the Tasks map (console.md §4, §9). */
export function knownPoint(record: LatestLocation, now: Date): LatLng | null {
  const coords = record.location?.coords;
  if (!coords || !record.lastUpdated) return null;
  if (now.getTime() - Date.parse(record.lastUpdated) > TASKS_MAP_LOCATION_STALE_MS) return null;
  const point = { lat: coords.latitude, lng: coords.longitude };
  return isValidCoordinates(point) ? point : null;
}

/** The page's tasks as coloured pins and the team's recent positions as avatars. Loaded lazily. */
export function TasksMap({ tasks, people, selectedId, onSelect, now }: TasksMapProps) {
  const pins = tasks.flatMap((task) => {
    const point = task.location?.coordinates;
    return isValidCoordinates(point) ? [{ task, point }] : [];
  });
  const placed = people.flatMap((record) => {
    const point = knownPoint(record, now);
    return point ? [{ key: record.employee.id, item: record, point }] : [];
  });
  const fitKey = pins.map((p) => p.task.id).join(',');
  const allPoints = [...pins.map((p) => p.point), ...placed.map((p) => p.point)];
  const initial = useMemo(() => viewForPoints(allPoints), [fitKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const selected = pins.find((p) => p.task.id === selectedId);
  // A new target only when another task is selected: live updates must not re-centre the map.
  const focus = useMemo(
    () => (selected ? { ...selected.point, zoom: MAP_ZOOM.single, nonce: 0 } : null),
    [selected?.task.id], // eslint-disable-line react-hooks/exhaustive-deps
  );
  if (allPoints.length === 0) {
    return <p className={styles.empty}>No Tasks or Employee Locations with Location Data</p>;
  }
  return (
    <MapView
      center={initial.center}
      zoom={initial.zoom}
      height={TASKS_MAP_HEIGHT_PX}
      label={`Map of ${pins.length} tasks and ${placed.length} team members`}
    >
      {pins.map(({ task, point }) => {
        const isSelected = task.id === selectedId;
        return (
          <CircleMarker
            key={`${task.id}:${isSelected}`}
            center={[point.lat, point.lng]}
            radius={isSelected ? 13 : 8}
            className={isSelected ? 'task-pin task-pin--selected' : 'task-pin'}
            pathOptions={{
              color: isSelected ? '#1b262c' : '#ffffff',
              weight: isSelected ? 4 : 2,
              fillColor: FILL[statusColour(task.status)],
              fillOpacity: 1,
            }}
            eventHandlers={{ click: () => onSelect(task.id) }}
          >
            <Tooltip>{task.description}</Tooltip>
          </CircleMarker>
        );
      })}
      <FannedMarkers
        items={placed}
        sizePx={AVATAR_MARKER_PX}
        render={(record, shown) => (
          <AvatarMarker
            position={shown}
            firstName={record.employee.firstName}
            lastName={record.employee.lastName}
            pictureUrl={record.employee.profilePicture}
            selected={false}
            stale={false}
            onSelect={() => undefined}
          >
            {record.employee.firstName} {record.employee.lastName}
          </AvatarMarker>
        )}
      />
      <MapFit points={allPoints} fitKey={fitKey} />
      <MapFocus target={focus} />
    </MapView>
  );
}
