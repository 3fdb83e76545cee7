import { useCallback, useState } from 'react';
import { Button } from '@/components/button/button';
import {
  EMPTY_LOCATION,
  LocationPicker,
  type LocationValue,
} from '@/components/location-picker/location-picker';
import { TASK_LOCATION_MESSAGES } from '../task-texts';
import styles from './task-modals.module.css';

export { EMPTY_LOCATION, type LocationValue };

type TaskLocation = { address: string; coordinates: { lat: number; lng: number } | null };

/**
 * What the payload carries (issue 28: a typed address is never dropped): the point with its
 * address; an address without a point only once the person chose to keep it so; nothing when
 * nothing was given. 'unplaced' asks the form to offer the choice first.
 */
export function toTaskLocation(
  value: LocationValue,
  keepWithoutPoint = false,
): TaskLocation | null | 'unplaced' {
  const address = value.address.trim();
  if (value.coordinates) return { address, coordinates: value.coordinates };
  if (!address) return null;
  return keepWithoutPoint ? { address, coordinates: null } : 'unplaced';
}

/** A task's location as the parent task had it, for a subtask to start from (console.md §5). */
export function locationFrom(
  location: { address: string; coordinates: { lat: number; lng: number } | null } | null,
): LocationValue {
  if (!location) return EMPTY_LOCATION;
  return {
    address: location.address,
    coordinates: location.coordinates,
    source: 'picked',
    label: location.address,
  };
}

interface TaskLocationFieldProps {
  id: string;
  value: LocationValue;
  onChange: (value: LocationValue) => void;
}

/** Address search, the device's location or a pasted Google Maps link (console.md §7, §8). */
export function TaskLocationField({ id, value, onChange }: TaskLocationFieldProps) {
  const stable = useCallback((next: LocationValue) => onChange(next), [onChange]);
  return (
    <LocationPicker
      id={id}
      label="Location"
      value={value}
      onChange={stable}
      messages={TASK_LOCATION_MESSAGES}
      mapsLinks
    />
  );
}

/**
 * The create forms' location: the picker's value, and whether Create met a typed address
 * without a point (asked once per address: a new address asks again).
 */
export function useTaskLocation(initial: () => LocationValue) {
  const [location, setLocation] = useState<LocationValue>(initial);
  const [unplaced, setUnplaced] = useState(false);
  // Stable: a new function restarts the picker's first-suggestion timer.
  const onLocation = useCallback((value: LocationValue) => {
    setLocation(value);
    setUnplaced(false);
  }, []);
  const payload = (keepWithoutPoint: boolean) => {
    const place = toTaskLocation(location, keepWithoutPoint);
    setUnplaced(place === 'unplaced');
    return place;
  };
  return { location, onLocation, unplaced, payload };
}

/** Said when Create was pressed with a typed address that has no point: the person decides. */
export function UnplacedAddress({ address, onKeep }: { address: string; onKeep: () => void }) {
  return (
    <div role="alert" className={styles.unplaced}>
      <p>
        “{address.trim()}” is not on the map yet. Place the pin on the map where the work is, or
        save the task with this address and no point on the map.
      </p>
      <Button variant="secondary" onClick={onKeep}>
        Save with the address only
      </Button>
    </div>
  );
}
