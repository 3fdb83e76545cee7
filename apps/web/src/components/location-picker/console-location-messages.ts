import type { LocationPickerMessages } from './location-picker-messages';
import { MAP_PLACING_MESSAGES } from './map-placing-messages';

const LOCATION_FAILED = 'Failed to get your location. Please enter your address manually.';

/**
 * The location picker's texts in the signed-in console: console.md §8 where it words them, ours
 * otherwise. A form gives its own placeholder and map caption.
 */
export const CONSOLE_LOCATION_MESSAGES: Omit<LocationPickerMessages, 'placeholder' | 'mapCaption'> =
  {
    unsupported: 'Geolocation is not supported by your browser',
    denied: LOCATION_FAILED,
    unavailable: LOCATION_FAILED,
    timeout: LOCATION_FAILED,
    unknown: LOCATION_FAILED,
    processing: LOCATION_FAILED,
    noAddress: "Got your location but couldn't fetch the address. You can enter it manually.",
    addressNotFound: 'Could not find address for this location',
    suggestionsLabel: 'Address suggestions',
    suggestionsAnnouncement: (count) =>
      `${count} address ${count === 1 ? 'suggestion' : 'suggestions'}. Use the up and down arrow keys to choose one.`,
    searching: 'Searching…',
    noMatch: 'No places match this address. You can place the pin on the map instead.',
    searchFailed: 'Error searching for the location',
    useMyLocation: 'Use my location',
    locating: 'Finding your location…',
    mapPin: (place, coordinates) => `Map pin: ${place ?? 'chosen point'} (${coordinates})`,
    mapLoading: 'Loading map…',
    mapFailed: 'The map could not be loaded. The location is saved.',
    ...MAP_PLACING_MESSAGES,
    pinLabel: 'Location pin. Drag it, or use the arrow keys, to move it.',
    pinNeedsAddress: 'The pin is on the map. Please type the address as well.',
  };
