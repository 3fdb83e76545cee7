import { z } from 'zod';

/**
 * Google Maps links pasted into the console's task location picker (console.md §7, §8). A full
 * link is read where it is; a short link (maps.app.goo.gl) holds no place until followed, which
 * only the server does (GET /api/geo/maps-link), through these same host rules.
 */

export const MAPS_LINK_MAX_CHARS = 2000;

/** The picker's messages (console.md §8); the last is the web's, after a failed name lookup. */
export const MAPS_LINK_MESSAGES = {
  noLocation: 'Could not extract location from this Google Maps URL',
  failed: 'Error processing the Google Maps URL',
  placeNotFound: 'Could not find location for the place name in the URL',
} as const;

export interface MapsLinkHost {
  /** Matches the whole host name (lower case, as URL gives it, without a port). */
  host: RegExp;
  /** Matches the paths on that host that are map links. */
  path: RegExp;
  /** A shortener: its links say nothing until followed. */
  short: boolean;
}

// google.com and the country domains: google.de, google.co.in, google.com.br.
const GOOGLE_DOMAIN = String.raw`google\.(?:com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})`;

/**
 * Where map links live. The shorteners are the only hosts the server ever asks, so they are
 * narrow: maps.app.goo.gl (what the Maps apps' Share button gives) and goo.gl only under /maps/
 * (goo.gl shortened anything; its other links are not maps). Full links are only read, never
 * requested, so every Google country domain is accepted for them. g.co/kgs is left out on
 * purpose: g.co shortens all of Google, and /kgs opens a search page that holds no coordinates.
 */
export const MAPS_LINK_HOSTS: readonly MapsLinkHost[] = [
  { host: /^maps\.app\.goo\.gl$/, path: /^\/[\w-]+\/?$/, short: true },
  { host: /^goo\.gl$/, path: /^\/maps\/[\w-]+\/?$/, short: true },
  // maps.google.com (and maps.google.co.in...) is all map, whatever the path.
  { host: new RegExp(`^maps\\.${GOOGLE_DOMAIN}$`), path: /^\//, short: false },
  { host: new RegExp(`^(?:www\\.)?${GOOGLE_DOMAIN}$`), path: /^\/maps(?:\/|$)/, short: false },
];

export type MapsLinkKind = 'short' | 'map';

function toUrl(url: string | URL): URL | null {
  if (url instanceof URL) return url;
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/**
 * 'short' for a shortener's link, 'map' for a full map link, null for anything else (any other
 * host, a path that is not a map, a scheme other than http(s)).
 */
export function classifyMapsLink(
  url: string | URL,
  hosts: readonly MapsLinkHost[] = MAPS_LINK_HOSTS,
): MapsLinkKind | null {
  const parsed = toUrl(url);
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) return null;
  const rule = hosts.find((h) => h.host.test(parsed.hostname) && h.path.test(parsed.pathname));
  if (!rule) return null;
  return rule.short ? 'short' : 'map';
}

/** A link the server must follow before anything can be read from it (https only). */
export function isShortMapsLink(url: string): boolean {
  const parsed = toUrl(url);
  return parsed?.protocol === 'https:' && classifyMapsLink(parsed) === 'short';
}

export const mapsLocationSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('coordinates'),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
  }),
  /** Only a name: the web looks it up with the address search. */
  z.object({ kind: z.literal('place'), name: z.string().min(1) }),
]);
export type MapsLocation = z.infer<typeof mapsLocationSchema>;

// Map links write plain decimals ("15.4989", "-0.1276"); never exponents or hex.
const NUMBER = String.raw`[-+]?\d{1,3}(?:\.\d+)?`;
const DATA = /\/data=([^/]*)/;
const PIN = new RegExp(`!3d(${NUMBER})!4d(${NUMBER})`);
const VIEW = new RegExp(`/@(${NUMBER}),(${NUMBER})(?=[,/]|$)`);
// "15.49,73.82", "15.49, 73.82" or Google's "loc:15.49,73.82".
const PAIR = new RegExp(`^\\s*(?:loc:\\s*)?(${NUMBER})\\s*,\\s*(${NUMBER})\\s*$`);
const PAIR_SHAPE = /^(?:loc:\s*)?[-+]?[\d.]+\s*,\s*[-+]?[\d.]+$/;
const COORDINATE_PARAMS = ['q', 'query', 'll', 'destination'] as const;
// The Maps URLs API (?api=1) names a place with `query` or `destination`; older links with `q`.
const NAME_PARAMS = ['q', 'query', 'destination'] as const;
const SEGMENTS = { place: /\/maps\/place\/([^/]+)/, search: /\/maps\/search\/([^/]+)/ };

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

function coordinates(latText: string, lngText: string): MapsLocation | null {
  // `+ 0` turns -0 into 0: "-0.000" is the equator, not a signed zero.
  const lat = Number(latText) + 0;
  const lng = Number(lngText) + 0;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (lat < -90 || lat > 90 || lng < -180 || lng > 180) return null;
  return { kind: 'coordinates', lat, lng };
}

function pairIn(text: string | null | undefined): MapsLocation | null {
  const match = text == null ? null : PAIR.exec(text);
  return match ? coordinates(match[1] ?? '', match[2] ?? '') : null;
}

/** The text of the path segment after /maps/<section>/, with + as a space. */
function segmentAfter(pathname: string, section: 'place' | 'search'): string | undefined {
  const match = SEGMENTS[section].exec(pathname);
  // Broken percent-encoding names nothing: undefined rather than the raw %-text as a name.
  return match?.[1] === undefined ? undefined : decoded(match[1].replace(/\+/g, ' '));
}

const tidy = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * What a full map link points at, most trusted first: the pin in its data (`!3d<lat>!4d<lng>`),
 * the view's centre (`/@lat,lng,zoom`), coordinates written in the query (`q`, `query`, `ll`,
 * `destination`) or as the place or search text, and failing those a place name (`/maps/place/`,
 * `/maps/search/`, then the query's text). A value out of range is skipped for the next one.
 * Null for a short link (follow it first), a link that is not a map, or one that names nothing.
 */
export function parseMapsUrl(url: string): MapsLocation | null {
  const parsed = toUrl(url);
  if (!parsed || classifyMapsLink(parsed) !== 'map') return null;
  const params = parsed.searchParams;

  // Only the /data= segment: a place's name may hold any text, "!3d" included.
  const data = DATA.exec(parsed.pathname)?.[1] ?? '';
  const pin = PIN.exec(decoded(data) ?? data);
  const fromPin = pin ? coordinates(pin[1] ?? '', pin[2] ?? '') : null;
  if (fromPin) return fromPin;

  // The raw path: a place name's encoded "/" (%2F) must not pass for a path separator.
  const view = VIEW.exec(parsed.pathname);
  const fromView = view ? coordinates(view[1] ?? '', view[2] ?? '') : null;
  if (fromView) return fromView;

  const place = segmentAfter(parsed.pathname, 'place');
  const search = segmentAfter(parsed.pathname, 'search');
  const written = [...COORDINATE_PARAMS.map((name) => params.get(name)), place, search];
  for (const text of written) {
    const found = pairIn(text);
    if (found) return found;
  }

  const names = [place, search, ...NAME_PARAMS.map((name) => params.get(name))];
  // Text shaped like coordinates but out of range is a wrong position, not a place's name.
  const name = names.map(tidy).find((text) => text !== '' && !PAIR_SHAPE.test(text));
  return name ? { kind: 'place', name } : null;
}

const required = (what: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'is required' : `must be ${what}`;

function isHttpsUrl(text: string): boolean {
  const parsed = toUrl(text);
  return parsed !== null && parsed.protocol === 'https:' && parsed.hostname !== '';
}

export const mapsLinkQuerySchema = z.object({
  url: z
    .string({ error: required('an https:// link') })
    .trim()
    .max(MAPS_LINK_MAX_CHARS, { error: `must be at most ${MAPS_LINK_MAX_CHARS} characters` })
    .refine(isHttpsUrl, { error: 'must be an https:// link' }),
});
export type MapsLinkQuery = z.input<typeof mapsLinkQuerySchema>;

/** A link that leads nowhere readable is a 400 with MAPS_LINK_MESSAGES, so `location` is set. */
export const mapsLinkResponseSchema = z.object({
  is_success: z.literal(true),
  /** The full link the short one led to (the pasted link itself when it was full). */
  url: z.string(),
  location: mapsLocationSchema,
});
export type MapsLinkResponse = z.infer<typeof mapsLinkResponseSchema>;
