import type { Trip } from './day-analysis.ts';
import type { StayRange } from './stay-range.ts';
import type { LatLng } from './fix.ts';
import { encodePolyline } from './polyline.ts';
import { simplifyPath } from './simplify-path.ts';
import { planarLength, unproject, type Track } from './track.ts';
import { tripStats } from './trip-stats.ts';
import { tripTypeOf } from './trip-type.ts';

export interface TripOptions {
  gapMs: number;
  radiusM: number;
  simplifyDeg: number;
}

/** Fixes first..last (possibly none) between two ends, each a stay's index or null. */
interface Piece {
  first: number;
  last: number;
  fromStay: number | null;
  toStay: number | null;
}

/**
 * The trips between the stays. Whatever lies between two stays is split wherever the phone fell
 * silent: the pieces either side of a gap are separate trips and nothing is drawn or counted
 * across it. A piece that never gets a radius away from where it began is not a trip: if it
 * touches a stay it joins it (the phone's fixes just before or after the visit), otherwise it is
 * left out (a few fixes between silences say nothing about movement).
 * Note: stays may grow by those joins, so read them after this.
 */
export function buildTrips(track: Track, stays: StayRange[], options: TripOptions): Trip[] {
  const { time } = track;
  const trips: Trip[] = [];
  const silentBetween = (a: number, b: number) =>
    (time[b] as number) - (time[a] as number) > options.gapMs;

  const emit = (piece: Piece) => {
    const trip = pieceToTrip(track, stays, piece, options);
    if (trip) {
      trips.push(trip);
      return;
    }
    if (piece.first > piece.last) return;
    const after = piece.toStay === null ? undefined : stays[piece.toStay];
    const before = piece.fromStay === null ? undefined : stays[piece.fromStay];
    if (after) after.first = piece.first;
    else if (before) before.last = piece.last;
  };

  for (let s = 0; s <= stays.length; s++) {
    const previous = s > 0 ? (stays[s - 1] as StayRange) : undefined;
    const next = stays[s];
    const first = previous ? previous.last + 1 : 0;
    const last = next ? next.first - 1 : track.length - 1;
    let pieceFirst = first;
    let fromStay: number | null = previous ? s - 1 : null;
    let before = previous ? previous.last : -1;
    for (let i = first; i <= last; i++) {
      if (before >= 0 && silentBetween(before, i)) {
        emit({ first: pieceFirst, last: i - 1, fromStay, toStay: null });
        pieceFirst = i;
        fromStay = null;
      }
      before = i;
    }
    const reachesNext = next !== undefined && !(before >= 0 && silentBetween(before, next.first));
    emit({ first: pieceFirst, last, fromStay, toStay: reachesNext ? s : null });
  }
  return trips;
}

function pieceToTrip(
  track: Track,
  stays: StayRange[],
  piece: Piece,
  options: TripOptions,
): Trip | null {
  const from = piece.fromStay === null ? undefined : stays[piece.fromStay];
  const to = piece.toStay === null ? undefined : stays[piece.toStay];
  const fixCount = Math.max(0, piece.last - piece.first + 1);
  const points: LatLng[] = [];
  const times: number[] = [];
  const xs: number[] = [];
  const ys: number[] = [];
  const accuracies: number[] = [];
  const add = (x: number, y: number, at: number, lat: number, lng: number, accuracy = 0) => {
    accuracies.push(accuracy);
    xs.push(x);
    ys.push(y);
    times.push(at);
    points.push({ lat, lng });
  };
  const addStay = (stay: StayRange, at: number) => {
    const centre = unproject(track, stay.cx, stay.cy);
    add(stay.cx, stay.cy, at, centre.lat, centre.lng);
  };
  if (from) addStay(from, track.time[from.last] as number);
  for (let i = piece.first; i <= piece.last; i++) {
    add(
      track.x[i] as number,
      track.y[i] as number,
      track.time[i] as number,
      track.lat[i] as number,
      track.lng[i] as number,
      track.accuracy[i] as number,
    );
  }
  if (to) addStay(to, track.time[to.first] as number);
  if (points.length < 2) return null;

  // Between two different stays there was movement by definition. Next to one stay, a fix must
  // have left its radius (its reflections do not); with none, a fix must be a radius from the first.
  const anchor = from ?? to;
  const [originX, originY] = anchor ? [anchor.cx, anchor.cy] : [xs[0] as number, ys[0] as number];
  let moved = Boolean(from && to);
  for (let i = 0; !moved && i < xs.length; i++) {
    moved =
      planarLength((xs[i] as number) - originX, (ys[i] as number) - originY) > options.radiusM;
  }
  if (!moved) return null;

  const stats = tripStats({ points, times, accuracies });
  const path = simplifyPath(points, options.simplifyDeg);
  return {
    start: times[0] as number,
    end: times.at(-1) as number,
    from: points[0] as LatLng,
    to: points.at(-1) as LatLng,
    ...stats,
    type: tripTypeOf(stats.averageSpeedKmh),
    path,
    encodedPolyline: encodePolyline(path),
    fixCount,
    fromStay: piece.fromStay,
    toStay: piece.toStay,
  };
}
