/**
 * The picker's numbers, the same for the public request form (public-site-and-sign-in.md §4, §9)
 * and the console's task form (console.md §5). The address search's own numbers (from 3
 * characters, 500 ms after the last keystroke, 5 results) live in @ronda/shared.
 */

/** §9: the first suggestion is taken this long after it arrives for a typed, unpicked address. */
export const AUTO_PICK_DELAY_MS = 300;

/** §4, §9: "Use my location" asks with high accuracy, waits 15 s, accepts a 5 min old fix. */
export const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 15_000,
  maximumAge: 300_000,
};

/** §2.9, §9: the map of the chosen point. */
export const LOCATION_MAP_ZOOM = 15;
export const LOCATION_MAP_HEIGHT_PX = 300;

/**
 * Ours: where the map opens before there is a pin to show. Around a known place (the company's
 * position) a few streets wide; otherwise all of India, and each tap zooms in towards the pin.
 */
export const AREA_MAP_ZOOM = 13;
export const COUNTRY_VIEW = { centre: { lat: 22.5, lng: 79 }, zoom: 5 } as const;

/** Ours: how far one arrow key press moves the pin (five times as far with Shift). */
export const PIN_KEY_STEP_PX = 10;

/** Both the request and the task schemas store at most 500 characters of address. */
export const ADDRESS_MAX_CHARS = 500;
