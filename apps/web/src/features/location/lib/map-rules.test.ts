import { describe, expect, it } from 'vitest';
import { DEFAULT_CENTER } from '@/components/map/zoom-for-points';
import { attendance, tracking, workLog } from '../test-fixtures';
import { MAP_COLOURS, markerColour, routeStyle } from './map-styles';
import {
  clearSelection,
  initialSelection,
  LAST_KNOWN_ID,
  LOCATION_ZOOM,
  selectItem,
  selectOnMap,
  selectTrip,
} from './selection';
import { buildTimeline } from './timeline';

const items = buildTimeline({
  attendance: [attendance],
  workLogs: [workLog],
  trips: tracking().trips,
  places: tracking().placesVisited,
  gaps: tracking().gaps,
});
const find = (kind: string) => {
  const item = items.find((i) => i.kind === kind);
  if (!item) throw new Error(`no ${kind}`);
  return item;
};
const path = [
  { lat: 15.49, lng: 73.82 },
  { lat: 15.53, lng: 73.83 },
];
const trips = [
  { id: 'trip-1', path, origin: path[0] ?? null },
  { id: 'trip-2', path: [], origin: { lat: 15.6, lng: 73.9 } },
];

describe('map styles (console.md §2)', () => {
  it('CON-LOC-14 the selected route is blue, thicker and opaque', () => {
    expect(routeStyle(true)).toEqual({
      colour: 'blue',
      color: MAP_COLOURS.blue,
      weight: 6,
      opacity: 1,
    });
  });

  it('CON-LOC-15 other routes are grey, thinner and semi-transparent', () => {
    const other = routeStyle(false);
    expect(other.colour).toBe('grey');
    expect(other.weight).toBeLessThan(routeStyle(true).weight);
    expect(other.opacity).toBeGreaterThan(0);
    expect(other.opacity).toBeLessThan(1);
  });

  it('CON-LOC-16 CON-LOC-17 CON-LOC-18 CON-LOC-19 CON-LOC-20 CON-LOC-21 CON-LOC-22 CON-LOC-23 marker colours', () => {
    expect(
      (
        [
          'trip-start',
          'trip-end',
          'place',
          'work-log',
          'punch-in',
          'punch-out',
          'break-start',
          'break-end',
          'gap',
        ] as const
      ).map(markerColour),
    ).toEqual(['green', 'red', 'yellow', 'blue', 'green', 'red', 'orange', 'green', null]);
  });
});

describe('selection and zoom rules', () => {
  it('CON-LOC-80 loaded data selects the first trip and shows its whole line', () => {
    const start = initialSelection({ trips, places: [], lastKnown: null });
    expect(start.tripId).toBe('trip-1');
    expect(start.itemId).toBeNull();
    expect(start.target).toEqual({ kind: 'bounds', points: path, nonce: 1 });
  });

  it('CON-LOC-81 with no trips but places, centres on the first place at zoom 15', () => {
    const place = { lat: 15.53, lng: 73.82 };
    const start = initialSelection({
      trips: [],
      places: [place, { lat: 1, lng: 1 }],
      lastKnown: null,
    });
    expect(start.tripId).toBeNull();
    expect(start.target).toEqual({ kind: 'point', ...place, zoom: 15, nonce: 1 });
  });

  it('CON-LOC-82 with nothing the map keeps its default view: a fixed centre at zoom 11', () => {
    expect(LOCATION_ZOOM.default).toBe(11);
    expect(DEFAULT_CENTER).toEqual({ lat: 15.4989, lng: 73.8278 });
    expect(initialSelection({ trips: [], places: [], lastKnown: null }).target).toBeNull();
  });

  it('CON-LOC-10 CON-LOC-11 only a last known location: centred at 15 with its popup open', () => {
    const at = { lat: 15.59, lng: 73.81 };
    const start = initialSelection({ trips: [], places: [], lastKnown: at });
    expect(start.itemId).toBe(LAST_KNOWN_ID);
    expect(start.target).toEqual({ kind: 'point', ...at, zoom: 15, nonce: 1 });
  });

  it('CON-LOC-42 CON-LOC-43 a timeline item is selected and centred at zoom 16', () => {
    const start = initialSelection({ trips, places: [], lastKnown: null });
    const next = selectItem(start, find('punch-in'));
    expect(next.itemId).toBe(find('punch-in').id);
    expect(next.target).toEqual({ kind: 'point', lat: 15.4989, lng: 73.8278, zoom: 16, nonce: 2 });
    // The same item again moves the map again (a new nonce).
    expect(selectItem(next, find('punch-in')).target?.nonce).toBe(3);
  });

  it('a trip entry selects its trip too', () => {
    const start = initialSelection({ trips, places: [], lastKnown: null });
    const second = items.filter((i) => i.kind === 'trip-end')[1];
    if (!second) throw new Error('two trips');
    expect(selectItem(start, second).tripId).toBe('trip-2');
  });

  it('CON-LOC-45 a work log folds open, then shut, on each click', () => {
    const start = initialSelection({ trips, places: [], lastKnown: null });
    const log = find('work-log');
    const open = selectItem(start, log);
    expect(open.expandedLogIds).toEqual([log.id]);
    expect(selectItem(open, log).expandedLogIds).toEqual([]);
  });

  it('CON-LOC-41 clicking the map background clears the selected item', () => {
    const chosen = selectItem(
      initialSelection({ trips, places: [], lastKnown: null }),
      find('place'),
    );
    const cleared = clearSelection(chosen);
    expect(cleared.itemId).toBeNull();
    expect(cleared.target).toBe(chosen.target);
  });

  it('CON-LOC-32 a trip chosen from the selector is shown; one clicked on the map stays put', () => {
    const start = selectItem(
      initialSelection({ trips, places: [], lastKnown: null }),
      find('place'),
    );
    const [, second] = trips;
    if (!second) throw new Error('two trips');
    const picked = selectTrip(start, second, true);
    expect(picked).toMatchObject({ tripId: 'trip-2', itemId: null });
    expect(picked.target).toMatchObject({ kind: 'point', lat: 15.6, lng: 73.9, zoom: 15 });
    expect(selectTrip(start, second, false).target).toBe(start.target);
    expect(selectOnMap(start, 'x')).toMatchObject({ itemId: 'x', target: start.target });
  });
});
