import type { Company } from '@ronda/shared';

/** console.md §2 Account Settings: the address map is 250 px high. */
export const COMPANY_MAP_HEIGHT_PX = 250;
export const COMPANY_MAP_ZOOM = 16;

/** console.md §3: a company's address is text, or an object with an `address` field. */
export type AddressValue = string | { address?: string | null } | null | undefined;

/** The address as one line of text, whichever shape it came in ('' for none). */
export function addressText(address: AddressValue): string {
  const text = typeof address === 'string' ? address : (address?.address ?? '');
  return text.replace(/\s+/g, ' ').trim();
}

const GOOGLE_MAPS_SEARCH = 'https://www.google.com/maps/search/?api=1&query=';

/**
 * A Google Maps search for the address, or for the coordinates when there is no address text;
 * null when there is neither.
 */
export function mapsSearchHref(place: {
  address: AddressValue;
  coordinates: Company['coordinates'];
}): string | null {
  const text = addressText(place.address);
  if (text !== '') return GOOGLE_MAPS_SEARCH + encodeURIComponent(text);
  const point = place.coordinates;
  if (!point) return null;
  return GOOGLE_MAPS_SEARCH + encodeURIComponent(`${point.lat},${point.lng}`);
}

/** A link for the company's website: http(s) only, https:// added when no scheme is written. */
export function websiteHref(website: string | null | undefined): string | null {
  const text = website?.trim() ?? '';
  if (text === '') return null;
  const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
