import { divIcon, type DivIcon } from 'leaflet';
import { MARKER_GLYPH, markerColour } from '../lib/map-styles';
import type { TimelineKind } from '../lib/timeline';

export const ACTIVITY_PIN_PX = 28;

/**
 * A round pin in the entry's console.md §2 colour with a letter inside (I in, O out, B break,
 * W work log, P place, S/E trip start/end). Built as DOM nodes, never HTML text.
 */
export function activityIcon(kind: TimelineKind, selected: boolean): DivIcon {
  const colour = markerColour(kind) ?? 'grey';
  const pin = document.createElement('span');
  pin.className = `activity-pin activity-pin--${colour}${selected ? ' activity-pin--selected' : ''}`;
  pin.dataset.kind = kind;
  pin.dataset.colour = colour;
  pin.textContent = MARKER_GLYPH[kind];
  const size = selected ? ACTIVITY_PIN_PX + 8 : ACTIVITY_PIN_PX;
  return divIcon({
    html: pin,
    className: 'activity-pin-icon',
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
    popupAnchor: [0, -size / 2],
  });
}
