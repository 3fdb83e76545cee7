import type { LocationPickerMessages } from '@/components/location-picker/location-picker';

const LOCATION_FAILED = 'Failed to get your location. Please enter your address manually.';

/** The company address picker's texts: console.md §8 where it words them, ours otherwise. */
export const COMPANY_LOCATION_MESSAGES: LocationPickerMessages = {
  unsupported: 'Geolocation is not supported by your browser',
  denied: LOCATION_FAILED,
  unavailable: LOCATION_FAILED,
  timeout: LOCATION_FAILED,
  unknown: LOCATION_FAILED,
  processing: LOCATION_FAILED,
  noAddress: "Got your location but couldn't fetch the address. You can enter it manually.",
  addressNotFound: 'Could not find address for this location',
  placeholder: 'Search for the office address',
  suggestionsLabel: 'Address suggestions',
  suggestionsAnnouncement: (count) =>
    `${count} address ${count === 1 ? 'suggestion' : 'suggestions'}. Use the up and down arrow keys to choose one.`,
  searching: 'Searching…',
  noMatch: 'No places match this address.',
  searchFailed: 'Error searching for the location',
  useMyLocation: 'Use my location',
  locating: 'Finding your location…',
  mapPin: (place, coordinates) => `Map pin: ${place ?? 'chosen point'} (${coordinates})`,
  mapLoading: 'Loading map…',
  mapFailed: 'The map could not be loaded. The location is saved.',
  mapCaption: (place) => `Map of the company address: ${place}`,
};

/** Every zone the browser knows, for the time zone list (Asia/Kolkata first: most customers). */
export function timeZones(current: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set(['Asia/Kolkata', current, ...known])];
}
