import type { TimelineKind } from './timeline';

/** Hex values dark enough to read against map tiles; names as console.md §2 gives them. */
export const MAP_COLOURS = {
  blue: '#2563eb',
  grey: '#7b8790',
  green: '#2f9e4f',
  red: '#d13c2f',
  yellow: '#e6b800',
  orange: '#f08c00',
} as const;
export type MapColour = keyof typeof MAP_COLOURS;

export interface RouteStyle {
  colour: MapColour;
  color: string;
  weight: number;
  opacity: number;
}

/** console.md §2: the selected trip blue, thicker, opaque; others grey, thinner, semi-transparent. */
export function routeStyle(selected: boolean): RouteStyle {
  return selected
    ? { colour: 'blue', color: MAP_COLOURS.blue, weight: 6, opacity: 1 }
    : { colour: 'grey', color: MAP_COLOURS.grey, weight: 3, opacity: 0.5 };
}

/** console.md §2 marker colours; a gap has no marker (it is where nothing was heard). */
const MARKER_COLOUR: Record<TimelineKind, MapColour | null> = {
  'trip-start': 'green',
  'trip-end': 'red',
  place: 'yellow',
  'work-log': 'blue',
  'punch-in': 'green',
  'punch-out': 'red',
  'break-start': 'orange',
  'break-end': 'green',
  gap: null,
};

export function markerColour(kind: TimelineKind): MapColour | null {
  return MARKER_COLOUR[kind];
}

/** A letter inside each pin, so same-coloured markers (check-in, break end, trip start) differ. */
export const MARKER_GLYPH: Record<TimelineKind, string> = {
  'trip-start': 'S',
  'trip-end': 'E',
  place: 'P',
  'work-log': 'W',
  'punch-in': 'I',
  'punch-out': 'O',
  'break-start': 'B',
  'break-end': 'B',
  gap: '',
};
