import { cx } from '@/lib/class-names';
import type { RouteTrip } from '../hooks/use-day-activity';
import styles from './trip-panel.module.css';

interface TripSelectorProps {
  trips: readonly RouteTrip[];
  selectedId: string | null;
  onSelect: (trip: RouteTrip) => void;
}

/** console.md §2: the overlay on the map with one button per trip, 'Trip 1', 'Trip 2', … */
export function TripSelector({ trips, selectedId, onSelect }: TripSelectorProps) {
  return (
    <div className={styles.selector} role="group" aria-label="Trips">
      {trips.map((route) => {
        const selected = route.trip.id === selectedId;
        return (
          <button
            key={route.trip.id}
            type="button"
            className={cx(styles.tripButton, selected && styles.tripSelected)}
            aria-pressed={selected}
            onClick={() => onSelect(route)}
          >
            Trip {route.number}
          </button>
        );
      })}
    </div>
  );
}
