import { Polyline } from 'react-leaflet';
import type { RouteTrip } from '../hooks/use-day-activity';
import { routeStyle } from '../lib/map-styles';

interface TripRoutesProps {
  trips: readonly RouteTrip[];
  selectedId: string | null;
  onSelect: (route: RouteTrip) => void;
}

/** Each trip as a line; the selected one drawn last so it lies on top (console.md §2 styles). */
export function TripRoutes({ trips, selectedId, onSelect }: TripRoutesProps) {
  const ordered = [
    ...trips.filter((r) => r.trip.id !== selectedId),
    ...trips.filter((r) => r.trip.id === selectedId),
  ];
  return ordered.map((route) => {
    if (route.path.length < 2) return null;
    const selected = route.trip.id === selectedId;
    const { color, weight, opacity } = routeStyle(selected);
    return (
      <Polyline
        // A new key when selection changes re-adds the line, which puts it on top.
        key={`${route.trip.id}:${selected}`}
        positions={route.path.map((p) => [p.lat, p.lng] as [number, number])}
        pathOptions={{ color, weight, opacity }}
        // Read when the line is made (not by later style updates), hence the new key above.
        className={selected ? 'trip-route trip-route--selected' : 'trip-route'}
        // A click on a line is not a click on the background (which clears the selection).
        bubblingMouseEvents={false}
        eventHandlers={{ click: () => onSelect(route) }}
      />
    );
  });
}
