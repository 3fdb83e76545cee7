import type { LatestLocation } from '@ronda/shared';
import { AvatarMarker } from '@/components/map/avatar-marker';
import { isStale } from '../lib/is-stale';
import { lastKnownPoint } from '../lib/last-known';
import { LastKnownDetails } from './last-known-details';

interface LastKnownMarkerProps {
  record: LatestLocation;
  selected: boolean;
  now: Date;
  timeZone: string;
  onSelect: () => void;
}

/** console.md §2: the last known location as the person's avatar, or initials without one. */
export function LastKnownMarker({
  record,
  selected,
  now,
  timeZone,
  onSelect,
}: LastKnownMarkerProps) {
  const point = lastKnownPoint(record);
  if (!point) return null;
  const { employee } = record;
  return (
    <AvatarMarker
      position={point}
      firstName={employee.firstName}
      lastName={employee.lastName}
      pictureUrl={employee.profilePicture}
      selected={selected}
      stale={isStale(record.lastUpdated, now)}
      onSelect={onSelect}
    >
      <LastKnownDetails record={record} point={point} now={now} timeZone={timeZone} />
    </AvatarMarker>
  );
}
