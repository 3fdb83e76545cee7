import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local Nominatim: answers /search and /reverse in format=jsonv2 as nominatim.openstreetmap.org
 * does (coordinates as strings, an address object, `{ "error": "Unable to geocode" }` where it
 * knows nothing), over a few places in Goa. Every request is recorded with its arrival time, so a
 * test can check caching (how many arrived) and pacing (the gaps between them).
 */
export interface NominatimRequest {
  /** performance.now() when the request arrived. */
  at: number;
  path: string;
  query: Record<string, string>;
  userAgent: string | undefined;
  acceptLanguage: string | undefined;
}

/** A search for this text gets no answer until the stand-in closes (for time-outs). */
export const NOMINATIM_HANG_QUERY = 'never answered';

export interface NominatimStandIn {
  url: string;
  requests: NominatimRequest[];
  /** The next request is answered with this status and a text body, as a failing proxy would. */
  failNext: (status: number) => void;
  close: () => Promise<void>;
}

interface GoaPlace {
  id: number;
  name: string;
  lat: number;
  lon: number;
  address: Record<string, string>;
}

const GOA: GoaPlace[] = [
  {
    id: 1,
    name: 'Panaji',
    lat: 15.4989,
    lon: 73.8278,
    address: { city: 'Panaji', postcode: '403001' },
  },
  {
    id: 2,
    name: 'Margao',
    lat: 15.2832,
    lon: 73.9862,
    address: { town: 'Margao', postcode: '403601' },
  },
  {
    id: 3,
    name: 'Mapusa',
    lat: 15.5937,
    lon: 73.8142,
    address: { town: 'Mapusa', postcode: '403507' },
  },
  { id: 4, name: 'Vasco da Gama', lat: 15.3982, lon: 73.8113, address: { town: 'Vasco da Gama' } },
  {
    id: 5,
    name: 'Ponda',
    lat: 15.4027,
    lon: 74.0078,
    address: { town: 'Ponda', postcode: '403401' },
  },
  {
    id: 6,
    name: 'Calangute',
    lat: 15.5439,
    lon: 73.7553,
    address: { road: 'Calangute-Baga Road', village: 'Calangute', postcode: '403516' },
  },
];
// Further than this from every place, reverse answers "Unable to geocode" (open sea, say).
const REVERSE_RADIUS_KM = 25;

function toJsonV2(place: GoaPlace) {
  const address: Record<string, string> = {
    ...place.address,
    state: 'Goa',
    country: 'India',
    country_code: 'in',
  };
  const parts = [address.road, place.name, address.state, address.postcode, address.country];
  return {
    place_id: place.id,
    licence: 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
    osm_type: 'relation',
    osm_id: 1000 + place.id,
    lat: place.lat.toFixed(7),
    lon: place.lon.toFixed(7),
    category: 'boundary',
    type: 'administrative',
    place_rank: 16,
    importance: 0.5,
    addresstype: 'town',
    name: place.name,
    display_name: parts.filter(Boolean).join(', '),
    address,
    boundingbox: [place.lat - 0.05, place.lat + 0.05, place.lon - 0.05, place.lon + 0.05].map(
      String,
    ),
  };
}

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const x = (lon2 - lon1) * rad * Math.cos(((lat1 + lat2) / 2) * rad);
  const y = (lat2 - lat1) * rad;
  return Math.sqrt(x * x + y * y) * 6371;
}

function answer(path: string, query: Record<string, string>): { status: number; body: unknown } {
  if (query.format !== 'jsonv2') return { status: 400, body: { error: 'format' } };
  if (path === '/search') {
    const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const limit = Math.min(Number(query.limit ?? 10) || 10, 40);
    const found = GOA.map(toJsonV2).filter((p) =>
      words.every((w) => p.display_name.toLowerCase().includes(w)),
    );
    return { status: 200, body: found.slice(0, limit) };
  }
  if (path === '/reverse') {
    const lat = Number(query.lat);
    const lon = Number(query.lon);
    const [nearest] = GOA.map((p) => ({ p, km: distanceKm(lat, lon, p.lat, p.lon) })).sort(
      (a, b) => a.km - b.km,
    );
    if (!nearest || !(nearest.km <= REVERSE_RADIUS_KM)) {
      return { status: 200, body: { error: 'Unable to geocode' } };
    }
    return { status: 200, body: toJsonV2(nearest.p) };
  }
  return { status: 404, body: { error: 'not found' } };
}

export async function startNominatimStandIn(listenPort = 0): Promise<NominatimStandIn> {
  const requests: NominatimRequest[] = [];
  const faults: number[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const query = Object.fromEntries(url.searchParams);
    requests.push({
      at: performance.now(),
      path: url.pathname,
      query,
      userAgent: req.headers['user-agent'],
      acceptLanguage: req.headers['accept-language'],
    });
    if (query.q === NOMINATIM_HANG_QUERY) return;
    const fault = faults.shift();
    if (fault !== undefined) {
      res.writeHead(fault, { 'content-type': 'text/plain' });
      return res.end('upstream failure');
    }
    const { status, body } = answer(url.pathname, query);
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failNext: (status) => faults.push(status),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
