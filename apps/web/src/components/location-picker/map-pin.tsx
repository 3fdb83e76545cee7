import {
  divIcon,
  type DragEndEvent,
  type LeafletKeyboardEvent,
  type Marker as LeafletMarker,
} from 'leaflet';
import { useEffect, useMemo, useRef } from 'react';
import { Marker, useMap } from 'react-leaflet';
import type { LatLng } from '@/lib/coordinates';
import { PIN_KEY_STEP_PX } from './location-picker-constants';

// Drawn by CSS, not an image: it shows (with no broken image) when tiles or assets fail to load.
// 44 px square, so a finger can take hold of it (DESIGN.md touch targets).
const PIN_ICON = divIcon({ className: 'request-map-marker', iconSize: [44, 44] });

const ARROW_STEPS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

interface PinProps {
  position: [number, number];
  editable: boolean;
  label: string;
  onPlace: (point: LatLng) => void;
}

/**
 * The pin. When editable it can be dragged, and reached with Tab (Leaflet makes it a button)
 * to be moved with the arrow keys, a few pixels a press, more with Shift.
 */
export function Pin({ position, editable, label, onPlace }: PinProps) {
  const map = useMap();
  const marker = useRef<LeafletMarker>(null);
  const eventHandlers = useMemo(
    () =>
      editable
        ? {
            dragend: (event: DragEndEvent) => onPlace((event.target as LeafletMarker).getLatLng()),
            keydown: (event: LeafletKeyboardEvent) => {
              const step = ARROW_STEPS[event.originalEvent.key];
              const at = marker.current?.getLatLng();
              if (!step || !at) return;
              // The arrows move the pin, not the page.
              event.originalEvent.preventDefault();
              const size = PIN_KEY_STEP_PX * (event.originalEvent.shiftKey ? 5 : 1);
              const from = map.latLngToContainerPoint(at);
              onPlace(
                map.containerPointToLatLng([from.x + step[0] * size, from.y + step[1] * size]),
              );
            },
          }
        : {},
    [editable, map, onPlace],
  );
  useEffect(() => {
    marker.current?.getElement()?.setAttribute('aria-label', label);
  }, [label]);
  return (
    <Marker
      ref={marker}
      position={position}
      icon={PIN_ICON}
      interactive={editable}
      draggable={editable}
      keyboard={editable}
      eventHandlers={eventHandlers}
    />
  );
}
