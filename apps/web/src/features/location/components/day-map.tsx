import type { LatestLocation } from '@ronda/shared';
import { MapView } from '@/components/map/map-view';
import { DEFAULT_CENTER } from '@/components/map/zoom-for-points';
import type { LatLng } from '@/lib/coordinates';
import type { RouteTrip } from '../hooks/use-day-activity';
import { markerColour } from '../lib/map-styles';
import { LAST_KNOWN_ID, LOCATION_ZOOM, type Selection } from '../lib/selection';
import type { TimelineItem } from '../lib/timeline';
import { ActivityMarker } from './activity-marker';
import { LastKnownMarker } from './last-known-marker';
import { TripRoutes } from './trip-routes';
import { ViewTargetControl } from './view-target';

export interface DayMapProps {
  label: string;
  height: string;
  trips: readonly RouteTrip[];
  items: readonly TimelineItem[];
  lastKnown: LatestLocation | null;
  selection: Selection;
  now: Date;
  timeZone: string;
  onSelectItem: (itemId: string) => void;
  onSelectTrip: (route: RouteTrip) => void;
  onBackgroundClick: () => void;
}

type Placed = TimelineItem & { point: LatLng };

/** Trip start and end markers belong to the selected trip only (console.md §2). */
function onMap(item: TimelineItem, selectedTripId: string | null): item is Placed {
  if (!item.point || !markerColour(item.kind)) return false;
  if (item.kind === 'trip-start' || item.kind === 'trip-end') {
    return item.trip.id === selectedTripId;
  }
  return true;
}

/**
 * The day on the map: trip lines, a pin per located entry, the last known location. It opens on
 * the fixed default view (zoom 11) and goes wherever the selection points. Loaded lazily.
 */
export function DayMap(props: DayMapProps) {
  const { selection, timeZone, onSelectItem } = props;
  const placed = props.items.filter((item) => onMap(item, selection.tripId));
  const nonce = selection.target?.nonce ?? 0;
  return (
    <MapView
      center={DEFAULT_CENTER}
      zoom={LOCATION_ZOOM.default}
      height={props.height}
      label={props.label}
      onBackgroundClick={props.onBackgroundClick}
    >
      <TripRoutes trips={props.trips} selectedId={selection.tripId} onSelect={props.onSelectTrip} />
      {placed.map((item) => (
        <ActivityMarker
          key={item.id}
          item={item}
          selected={item.id === selection.itemId}
          openNonce={nonce}
          timeZone={timeZone}
          onSelect={onSelectItem}
        />
      ))}
      {props.lastKnown && (
        <LastKnownMarker
          record={props.lastKnown}
          selected={selection.itemId === LAST_KNOWN_ID}
          now={props.now}
          timeZone={timeZone}
          onSelect={() => onSelectItem(LAST_KNOWN_ID)}
        />
      )}
      <ViewTargetControl target={selection.target} />
    </MapView>
  );
}
