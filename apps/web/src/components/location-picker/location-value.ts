import type { Place } from '@ronda/shared';
import type { LatLng } from '@/lib/coordinates';

/**
 * Where the point came from. A device, map-link or map-placed point is exact (the person chose
 * it), so it stays while the address line is written by hand; a picked suggestion's point
 * belongs to its text and goes with it.
 */
export type LocationSource = 'typed' | 'picked' | 'device' | 'link' | 'map';

/** The point was chosen for its own sake, not looked up from the address text. */
export function isExactSource(source: LocationSource): boolean {
  return source === 'device' || source === 'link' || source === 'map';
}

/** What the picker edits: the address line to store and, once known, its point on the map. */
export interface LocationValue {
  address: string;
  coordinates: LatLng | null;
  source: LocationSource;
  /** The name of the place at the coordinates (a suggestion's or the reverse lookup's). */
  label: string | null;
}

export const EMPTY_LOCATION: LocationValue = {
  address: '',
  coordinates: null,
  source: 'typed',
  label: null,
};

/** A picked suggestion: its point belongs to its text. */
export const fromPlace = (place: Place, address: string): LocationValue => ({
  address,
  coordinates: { lat: place.lat, lng: place.lng },
  source: 'picked',
  label: place.label,
});

export const formatPoint = (point: LatLng) => `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;

export const samePoint = (a: LatLng | null, b: LatLng) => a?.lat === b.lat && a.lng === b.lng;
