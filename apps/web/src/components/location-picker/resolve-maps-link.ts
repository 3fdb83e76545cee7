import { classifyMapsLink, MAPS_LINK_MESSAGES, type MapsLocation, type Place } from '@ronda/shared';
import { ApiRequestError } from '@/lib/api-request-error';
import type { LatLng } from '@/lib/coordinates';
import { getMapsLink } from './get-maps-link';
import type { MapsLinkMessages } from './location-picker-messages';
import { reverseGeocode } from './reverse-geocode';
import { searchPlaces } from './search-places';

export interface MapsLinkHandlers {
  /** The link's own point, as soon as the server has read it. */
  onPoint(point: LatLng): void;
  /** The address at that point, once looked up. */
  onAddress(point: LatLng, address: string): void;
  /** The link only named a place: the address search's first match for that name. */
  onPlace(place: Place): void;
}

/** What is left to tell the person once a link has been read; null when all went well. */
export interface MapsLinkNotice {
  tone: 'error' | 'warning';
  text: string;
}

const error = (text: string): MapsLinkNotice => ({ tone: 'error', text });

/** Only https links to Google Maps go to the server (its query schema takes https only). */
export function isReadableMapsLink(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && classifyMapsLink(url) !== null;
  } catch {
    return false;
  }
}

// By name: an aborted fetch and AbortSignal.throwIfAborted() throw DOMExceptions, which are not
// Errors in every environment.
function isAbort(reason: unknown): boolean {
  return (
    typeof reason === 'object' &&
    reason !== null &&
    'name' in reason &&
    reason.name === 'AbortError'
  );
}

/**
 * The server answers 400 with one of MAPS_LINK_MESSAGES: the caller's wording of that text is
 * shown. A 400 with any other text (the server's own check of the query) is shown as it came.
 */
function failureText(reason: unknown, messages: MapsLinkMessages): string {
  if (!(reason instanceof ApiRequestError) || reason.status !== 400) return messages.failed;
  if (reason.message === MAPS_LINK_MESSAGES.noLocation) return messages.noLocation;
  if (reason.message === MAPS_LINK_MESSAGES.failed) return messages.failed;
  return reason.message || messages.failed;
}

async function resolvePoint(
  location: Extract<MapsLocation, { kind: 'coordinates' }>,
  messages: MapsLinkMessages,
  handlers: MapsLinkHandlers,
  signal: AbortSignal | undefined,
): Promise<MapsLinkNotice | null> {
  const point = { lat: location.lat, lng: location.lng };
  handlers.onPoint(point);
  try {
    const place = await reverseGeocode(point, signal);
    signal?.throwIfAborted();
    if (place?.label) {
      handlers.onAddress(point, place.label);
      return null;
    }
  } catch (reason) {
    if (isAbort(reason)) throw reason;
  }
  // The point itself is good: it stays on the map, and the address can be typed.
  return { tone: 'warning', text: messages.noAddress };
}

async function resolvePlace(
  name: string,
  messages: MapsLinkMessages,
  handlers: MapsLinkHandlers,
  signal: AbortSignal | undefined,
): Promise<MapsLinkNotice | null> {
  let first: Place | undefined;
  try {
    [first] = await searchPlaces(name, signal);
    signal?.throwIfAborted();
  } catch (reason) {
    if (isAbort(reason)) throw reason;
    return error(messages.failed);
  }
  if (!first) return error(messages.placeNotFound);
  handlers.onPlace(first);
  return null;
}

/**
 * console.md §7, §8: a pasted Google Maps link, read by the server. Coordinates set the point
 * at once and then look up its address; a place name is looked up with the address search.
 * Rejects only with an AbortError (a newer link, or the picker gone), after which no handler
 * is called.
 */
export async function resolveMapsLink(
  link: string,
  messages: MapsLinkMessages,
  handlers: MapsLinkHandlers,
  signal?: AbortSignal,
): Promise<MapsLinkNotice | null> {
  const url = link.trim();
  if (!isReadableMapsLink(url)) return error(messages.noLocation);
  let location: MapsLocation;
  try {
    ({ location } = await getMapsLink(url, signal));
    signal?.throwIfAborted();
  } catch (reason) {
    if (isAbort(reason)) throw reason;
    return error(failureText(reason, messages));
  }
  return location.kind === 'coordinates'
    ? resolvePoint(location, messages, handlers, signal)
    : resolvePlace(location.name, messages, handlers, signal);
}
