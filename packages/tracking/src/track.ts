import { EARTH_RADIUS_M } from './haversine.ts';

/**
 * A day's fixes as columns, in time order. The engine's inner loops read these rather than
 * objects: a 12-hour day at 1-second fixes is 43,200 of them, and x/y (metres east and north of
 * the first fix) make a distance two subtractions and a hypot instead of a haversine.
 */
export interface Track {
  length: number;
  time: Float64Array;
  lat: Float64Array;
  lng: Float64Array;
  /** NaN where the phone gave none. */
  accuracy: Float64Array;
  /** The phone's own speed, m/s; NaN where it gave none. */
  speed: Float64Array;
  x: Float64Array;
  y: Float64Array;
  /** The projection: x/y are metres from here, `eastScale` metres to a degree of longitude. */
  origin: { lat: number; lng: number; eastScale: number };
}

const METRES_PER_DEGREE = (EARTH_RADIUS_M * Math.PI) / 180;

export function emptyTrack(length: number): Track {
  return {
    length,
    time: new Float64Array(length),
    lat: new Float64Array(length),
    lng: new Float64Array(length),
    accuracy: new Float64Array(length),
    speed: new Float64Array(length),
    x: new Float64Array(length),
    y: new Float64Array(length),
    origin: { lat: 0, lng: 0, eastScale: METRES_PER_DEGREE },
  };
}

/**
 * Fills x/y on a flat projection about the first fix. Over a city the error is a fraction of a
 * percent, far below GPS noise; it is used for deciding, never for a reported distance.
 */
export function project(track: Track): Track {
  if (track.length === 0) return track;
  const lat0 = track.lat[0] as number;
  const lng0 = track.lng[0] as number;
  const east = METRES_PER_DEGREE * Math.cos((lat0 * Math.PI) / 180);
  track.origin = { lat: lat0, lng: lng0, eastScale: east };
  for (let i = 0; i < track.length; i++) {
    track.x[i] = ((track.lng[i] as number) - lng0) * east;
    track.y[i] = ((track.lat[i] as number) - lat0) * METRES_PER_DEGREE;
  }
  return track;
}

/** The fixes whose mask is 1, as a new track (x/y copied, not recomputed). */
export function keepMasked(track: Track, mask: Uint8Array, kept: number): Track {
  const out = emptyTrack(kept);
  out.origin = track.origin;
  let k = 0;
  for (let i = 0; i < track.length; i++) {
    if (mask[i] !== 1) continue;
    out.time[k] = track.time[i] as number;
    out.lat[k] = track.lat[i] as number;
    out.lng[k] = track.lng[i] as number;
    out.accuracy[k] = track.accuracy[i] as number;
    out.speed[k] = track.speed[i] as number;
    out.x[k] = track.x[i] as number;
    out.y[k] = track.y[i] as number;
    k++;
  }
  return out;
}

/** sqrt(dx² + dy²): Math.hypot is several times slower in V8, and these loops are hot. */
export function planarLength(dx: number, dy: number): number {
  return Math.sqrt(dx * dx + dy * dy);
}

/** Flat distance in metres between fixes i and j. */
export function flatDistance(track: Track, i: number, j: number): number {
  return planarLength(
    (track.x[i] as number) - (track.x[j] as number),
    (track.y[i] as number) - (track.y[j] as number),
  );
}

/** Back from the flat projection to degrees (exact: the projection is linear). */
export function unproject(track: Track, x: number, y: number): { lat: number; lng: number } {
  return {
    lat: track.origin.lat + y / METRES_PER_DEGREE,
    lng: track.origin.lng + x / track.origin.eastScale,
  };
}
