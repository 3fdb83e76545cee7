import type { LatLng } from '@/lib/coordinates';
import type { TimelineItem } from './timeline';

/** console.md §9: select zoom 16, fallback centre zoom 15, default view zoom 11. */
export const LOCATION_ZOOM = { select: 16, fallback: 15, default: 11 } as const;

/** The last known location's marker, selectable like a timeline entry. */
export const LAST_KNOWN_ID = 'last-known';

export type ViewTarget =
  | { kind: 'point'; lat: number; lng: number; zoom: number; nonce: number }
  | { kind: 'bounds'; points: readonly LatLng[]; nonce: number };

export interface Selection {
  itemId: string | null;
  tripId: string | null;
  expandedLogIds: readonly string[];
  /** Where the map should go next; a new nonce moves it even to the same place. */
  target: ViewTarget | null;
}

export interface TripShape {
  id: string;
  path: readonly LatLng[];
  origin: LatLng | null;
}

export interface DayLayout {
  trips: readonly TripShape[];
  places: readonly LatLng[];
  lastKnown: LatLng | null;
}

const nonceAfter = (state: Selection | null) => (state?.target?.nonce ?? 0) + 1;

function tripTarget(trip: TripShape, nonce: number): ViewTarget | null {
  if (trip.path.length > 1) return { kind: 'bounds', points: trip.path, nonce };
  const point = trip.path[0] ?? trip.origin;
  return point ? { kind: 'point', ...point, zoom: LOCATION_ZOOM.fallback, nonce } : null;
}

/**
 * console.md §4: loaded day data selects the first trip (and shows it); with no trips but places,
 * the map centres on the first place at zoom 15. With neither it centres on the last known
 * location at 15 and opens its popup; with nothing the map keeps its default view (zoom 11).
 */
export function initialSelection(day: DayLayout): Selection {
  const empty: Selection = { itemId: null, tripId: null, expandedLogIds: [], target: null };
  const [firstTrip] = day.trips;
  if (firstTrip) return { ...empty, tripId: firstTrip.id, target: tripTarget(firstTrip, 1) };
  const [firstPlace] = day.places;
  if (firstPlace) {
    return {
      ...empty,
      target: { kind: 'point', ...firstPlace, zoom: LOCATION_ZOOM.fallback, nonce: 1 },
    };
  }
  if (day.lastKnown) {
    return {
      ...empty,
      itemId: LAST_KNOWN_ID,
      target: { kind: 'point', ...day.lastKnown, zoom: LOCATION_ZOOM.fallback, nonce: 1 },
    };
  }
  return empty;
}

/**
 * console.md §2: a timeline entry clicked is selected and centred at zoom 16 (its popup opens
 * from the selection); a trip's entry also selects that trip, a work log also folds open or shut.
 */
export function selectItem(state: Selection, item: TimelineItem): Selection {
  const isTrip = item.kind === 'trip-start' || item.kind === 'trip-end';
  const expanded =
    item.kind !== 'work-log'
      ? state.expandedLogIds
      : state.expandedLogIds.includes(item.id)
        ? state.expandedLogIds.filter((id) => id !== item.id)
        : [...state.expandedLogIds, item.id];
  return {
    itemId: item.id,
    tripId: isTrip ? item.trip.id : state.tripId,
    expandedLogIds: expanded,
    target: item.point
      ? { kind: 'point', ...item.point, zoom: LOCATION_ZOOM.select, nonce: nonceAfter(state) }
      : state.target,
  };
}

/** A marker clicked on the map: selected, but the map stays where the person put it. */
export function selectOnMap(state: Selection, itemId: string): Selection {
  return { ...state, itemId };
}

/** A trip chosen (selector or its line); from the selector the map also shows the whole trip. */
export function selectTrip(state: Selection, trip: TripShape, show: boolean): Selection {
  return {
    ...state,
    itemId: null,
    tripId: trip.id,
    target: show ? (tripTarget(trip, nonceAfter(state)) ?? state.target) : state.target,
  };
}

/** console.md §2: clicking the map background clears the selection. */
export function clearSelection(state: Selection): Selection {
  return { ...state, itemId: null };
}
