import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { encodePolyline } from '@ronda/tracking';

/** "Roads" of the stand-in: every latitude is pulled to a multiple of this (about 55 m apart). */
export const OSRM_ROAD_SPACING_DEG = 0.0005;

export interface OsrmStandIn {
  url: string;
  /** Each request's coordinate count, in arrival order. */
  requests: number[];
  /** While true, every request answers 503 as a server that is down would. */
  setDown: (down: boolean) => void;
  close: () => Promise<void>;
}

/**
 * A local OSRM speaking the match service as osrm-backend does:
 * `GET /match/v1/{profile}/{lng,lat;lng,lat...}?geometries=polyline&overview=full` answers
 * `{ code: 'Ok', matchings: [{ geometry, confidence, distance, duration }], tracepoints }`, and
 * `{ code: 'NoMatch' }` (HTTP 400) for fewer than two coordinates or more than 100.
 */
export async function startOsrmStandIn(): Promise<OsrmStandIn> {
  const requests: number[] = [];
  let down = false;
  const server = http.createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (down) return send(503, { code: 'Unavailable' });
    const match = /^\/match\/v1\/[a-z]+\/([^?]+)/.exec(req.url ?? '');
    if (!match?.[1]) return send(400, { code: 'InvalidUrl', message: 'URL string malformed' });
    const coordinates = decodeURIComponent(match[1])
      .split(';')
      .map((pair) => pair.split(',').map(Number) as [number, number]);
    requests.push(coordinates.length);
    if (coordinates.length < 2 || coordinates.length > 100) {
      return send(400, { code: 'TooBig', message: 'Too many trace coordinates' });
    }
    const snapped = coordinates.map(([lng, lat]) => ({
      lat: Math.round(lat / OSRM_ROAD_SPACING_DEG) * OSRM_ROAD_SPACING_DEG,
      lng,
    }));
    send(200, {
      code: 'Ok',
      matchings: [{ confidence: 0.9, geometry: encodePolyline(snapped), distance: 0, duration: 0 }],
      tracepoints: snapped.map((p, i) => ({
        location: [p.lng, p.lat],
        name: '',
        matchings_index: 0,
        waypoint_index: i,
      })),
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setDown: (value) => {
      down = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
