import type { Trip } from './day-analysis.ts';
import type { StayRange } from './stay-range.ts';
import { pathToTrip } from './path-to-trip.ts';
import { modeChanges } from './split-by-mode.ts';
import { splitAtHalts } from './split-at-halts.ts';
import { planarLength, unproject, type Track } from './track.ts';
import { addPoint, emptyPath } from './trip-path.ts';

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
 * left out (a few fixes between silences say nothing about movement). A piece that changes mode
 * at a halt (a walk to the parked vehicle, then the ride) is a trip for each mode: see
 * split-by-mode.ts.
 * Note: stays may grow by those joins, so read them after this.
 */
export function buildTrips(track: Track, stays: StayRange[], options: TripOptions): Trip[] {
  const { time } = track;
  const trips: Trip[] = [];
  const silentBetween = (a: number, b: number) =>
    (time[b] as number) - (time[a] as number) > options.gapMs;

  const emit = (piece: Piece) => {
    const pieceTrips = pieceToTrips(track, stays, piece, options);
    if (pieceTrips) {
      trips.push(...pieceTrips);
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

function pieceToTrips(
  track: Track,
  stays: StayRange[],
  piece: Piece,
  options: TripOptions,
): Trip[] | null {
  const from = piece.fromStay === null ? undefined : stays[piece.fromStay];
  const to = piece.toStay === null ? undefined : stays[piece.toStay];
  const path = emptyPath();
  const addStay = (stay: StayRange, at: number) => {
    const point = unproject(track, stay.cx, stay.cy);
    addPoint(path, { x: stay.cx, y: stay.cy, at, point, accuracy: 0, speed: Number.NaN });
  };
  if (from) addStay(from, track.time[from.last] as number);
  for (let i = piece.first; i <= piece.last; i++) {
    addPoint(path, {
      x: track.x[i] as number,
      y: track.y[i] as number,
      at: track.time[i] as number,
      point: { lat: track.lat[i] as number, lng: track.lng[i] as number },
      accuracy: track.accuracy[i] as number,
      speed: track.speed[i] as number,
    });
  }
  if (to) addStay(to, track.time[to.first] as number);
  const { xs, ys } = path;
  if (xs.length < 2) return null;

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

  // Each mode its own trip, joined at the halt's centre: the halt itself is in neither. A walk
  // split off is walking whatever its speed: a brisk walk of a few hundred metres with no pause
  // moves at 5–5.5 km/h, over the walking line, and the split already knows it for a walk.
  const changes = modeChanges(path);
  const legs = splitAtHalts(
    path,
    changes.map((change) => change.halt),
  );
  const firstFix = from ? 1 : 0;
  const lastFix = xs.length - (to ? 2 : 1);
  return legs.map((leg, k) => {
    const walked =
      (k === 0 && changes[0]?.walk === 'before') ||
      (k === legs.length - 1 && changes.at(-1)?.walk === 'after');
    return pathToTrip(
      leg.path,
      {
        fromStay: k === 0 ? piece.fromStay : null,
        toStay: k === legs.length - 1 ? piece.toStay : null,
        fixCount: Math.max(0, Math.min(leg.last, lastFix) - Math.max(leg.first, firstFix) + 1),
      },
      options.simplifyDeg,
      walked ? 'walking' : undefined,
    );
  });
}
