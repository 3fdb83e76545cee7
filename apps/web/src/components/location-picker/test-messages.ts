import { MAPS_LINK_MESSAGES } from '@ronda/shared';
import type { LocationPickerMessages, MapsLinkMessages } from './location-picker-messages';

/**
 * Texts for the picker's tests. Each caller words the picker its own way, so the tests use texts
 * of their own, one per case, to tell the cases apart.
 */
export const TEST_LOCATION_MESSAGES: LocationPickerMessages = {
  unsupported: 'This browser cannot share its location.',
  denied: 'Location access was denied.',
  unavailable: 'The location is not available.',
  timeout: 'Finding the location took too long.',
  unknown: 'Finding the location failed.',
  processing: 'The location could not be read.',
  noAddress: 'The address could not be fetched.',
  placeholder: 'Type an address',
  suggestionsLabel: 'Suggestions',
  suggestionsAnnouncement: (count) => `${count} suggestions`,
  searching: 'Searching…',
  noMatch: 'No places match.',
  searchFailed: 'The search failed.',
  useMyLocation: 'Use my location',
  locating: 'Locating…',
  mapPin: (place, coordinates) => `Pin: ${place ?? 'unnamed'} (${coordinates})`,
  mapLoading: 'Loading the map…',
  mapFailed: 'No map.',
  mapCaption: (place) => `Map of ${place}`,
  placeOnMap: 'Put a pin on the map',
  mapHint: 'Tap the map for the pin.',
  mapKeyboardHint: 'Enter puts the pin in the middle.',
  pinLabel: 'The pin',
  pinNeedsAddress: 'Type the address too.',
};

/** The console's wording (console.md §8) with a label and status of our own. */
export const TEST_MAPS_LINK_MESSAGES: MapsLinkMessages = {
  ...MAPS_LINK_MESSAGES,
  label: 'Google Maps link',
  hint: 'Paste a link from Google Maps.',
  reading: 'Reading the link…',
  noAddress: 'Could not get address for these coordinates, but location is set on map',
};
