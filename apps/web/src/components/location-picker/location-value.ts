import type { LatLng } from '@/lib/coordinates';

/**
 * Where the point came from. A device or map-link point is exact, so it stays while the address
 * line is written by hand; a picked suggestion's point belongs to its text and goes with it.
 */
export type LocationSource = 'typed' | 'picked' | 'device' | 'link';

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
