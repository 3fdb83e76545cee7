/**
 * The picker's texts. Each caller words them: the public form with its own texts
 * (public-site-and-sign-in.md §8), the console with console.md §8's.
 */

/** "Use my location" (keys as the public form's LOCATION_MESSAGES, so it can pass them as they are). */
export interface DeviceLocationMessages {
  /** The browser has no geolocation. */
  unsupported: string;
  /** GeolocationPositionError code 1. */
  denied: string;
  /** Code 2. */
  unavailable: string;
  /** Code 3. */
  timeout: string;
  /** Any other code. */
  unknown: string;
  /** A position came back but its coordinates could not be read. */
  processing: string;
  /** The point is set but the address lookup failed. */
  noAddress: string;
  /** The lookup answered that no address is known at the point; `noAddress` when left out. */
  addressNotFound?: string;
}

/** The Google Maps link field (only with the picker's `mapsLinks`). */
export interface MapsLinkMessages {
  /** The field's visible label. */
  label: string;
  hint?: string;
  placeholder?: string;
  /** Shown while the server reads the link. */
  reading: string;
  /**
   * The link points at nothing readable. The keys of this and the next two match
   * MAPS_LINK_MESSAGES in @ronda/shared, whose texts the server answers with.
   */
  noLocation: string;
  /** The link could not be read (server or network trouble). */
  failed: string;
  /** The link names a place the address search does not know. */
  placeNotFound: string;
  /** A warning: the link's point is set, but no address was found for it. */
  noAddress: string;
}

export interface LocationPickerMessages extends DeviceLocationMessages {
  placeholder: string;
  /** The accessible name of the suggestions list. */
  suggestionsLabel: string;
  /** Read out by screen readers when suggestions appear. */
  suggestionsAnnouncement(count: number): string;
  searching: string;
  /** The search answered no places for the typed address. */
  noMatch: string;
  /** The search itself failed. */
  searchFailed: string;
  useMyLocation: string;
  /** The button's text while the device is asked. */
  locating: string;
  /** The line under the field: the place's name (null when none is known) and "lat, lng". */
  mapPin(place: string | null, coordinates: string): string;
  mapLoading: string;
  /** The map's code could not be loaded. */
  mapFailed: string;
  /** The map's caption for screen readers. */
  mapCaption(place: string): string;
  /** The button that shows the map to place the pin on, before anything else has shown it. */
  placeOnMap: string;
  /** Shown above the map: the pin can be placed by hand ('Can't find it? Tap the map…'). */
  mapHint: string;
  /** For screen readers: how to place and move the pin with the keyboard. */
  mapKeyboardHint: string;
  /** The pin's accessible name, saying how to move it. */
  pinLabel: string;
  /** A pin placed with no address typed, and none found at that point. */
  pinNeedsAddress: string;
  /** Read only when the picker's `mapsLinks` is on, which then requires them. */
  mapsLink?: MapsLinkMessages;
}
