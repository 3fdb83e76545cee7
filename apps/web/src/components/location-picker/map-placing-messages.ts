import type { LocationPickerMessages } from './location-picker-messages';

/**
 * How to place the pin by hand, the same on the public request form and in the console (ours:
 * the spec has no such texts). Rural and new addresses are often missing from open geocoders, so
 * placing the pin is the normal way there, and it must be found without being looked for.
 */
export const MAP_PLACING_MESSAGES: Pick<
  LocationPickerMessages,
  'placeOnMap' | 'mapHint' | 'mapKeyboardHint'
> = {
  placeOnMap: 'Place the pin on the map',
  mapHint: "Can't find it? Tap the map to place the pin, then drag it.",
  mapKeyboardHint:
    'With a keyboard: move the map with the arrow keys and press Enter to put the pin in the middle. Then press Tab to reach the pin and move it with the arrow keys.',
};
