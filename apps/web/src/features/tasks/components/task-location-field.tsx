import { useCallback } from 'react';
import {
  EMPTY_LOCATION,
  LocationPicker,
  type LocationValue,
} from '@/components/location-picker/location-picker';
import { TASK_LOCATION_MESSAGES } from '../task-texts';

export { EMPTY_LOCATION, type LocationValue };

/** What the payload carries: a location only once it has a point (address alone is not enough). */
export function toTaskLocation(
  value: LocationValue,
): { address: string; coordinates: { lat: number; lng: number } } | null {
  return value.coordinates
    ? { address: value.address.trim(), coordinates: value.coordinates }
    : null;
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
