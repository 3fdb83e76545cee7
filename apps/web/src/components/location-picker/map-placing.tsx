import type { LeafletKeyboardEvent } from 'leaflet';
import { useEffect, type RefObject } from 'react';
import { useMap, useMapEvents } from 'react-leaflet';
import type { LatLng } from '@/lib/coordinates';
import { centreMap } from './centre-map';
import { LOCATION_MAP_ZOOM } from './location-picker-constants';
import { samePoint } from './location-value';

/**
 * Follows the point. A point from elsewhere (a suggestion, the device, a link) is centred at zoom
 * 15 (§9). A point placed on this map stays where the person put it; on a map still zoomed out,
 * each placement zooms in a few steps towards it, so a rough first tap can be refined.
 */
export function FollowPoint({
  point,
  placed,
}: {
  point: LatLng | null;
  placed: RefObject<LatLng | null>;
}) {
  const map = useMap();
  const lat = point?.lat;
  const lng = point?.lng;
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    const here = { lat, lng };
    if (!samePoint(placed.current, here)) {
      centreMap(map, here);
      return;
    }
    const zoom = map.getZoom();
    if (zoom < LOCATION_MAP_ZOOM) map.setView([lat, lng], Math.min(zoom + 3, LOCATION_MAP_ZOOM));
    else map.panInside([lat, lng]);
  }, [map, lat, lng, placed]);
  return null;
}

interface PlacingProps {
  onPlace: (point: LatLng) => void;
  label: string;
  describedBy: string;
  autoFocus: boolean;
}

/**
 * A tap or click puts the pin there; with the keyboard, Enter puts it in the middle of the map
 * (the arrow keys move the map, Leaflet's own). The container is named and described for screen
 * readers, and handles its keys itself (role application).
 */
export function Placing({ onPlace, label, describedBy, autoFocus }: PlacingProps) {
  const map = useMapEvents({
    click: (event) => onPlace(event.latlng),
    keydown: (event: LeafletKeyboardEvent) => {
      if (event.originalEvent.key !== 'Enter' || event.originalEvent.target !== map.getContainer())
        return;
      event.originalEvent.preventDefault();
      onPlace(map.getCenter());
    },
  });
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'application');
    container.setAttribute('aria-label', label);
    container.setAttribute('aria-describedby', describedBy);
  }, [map, label, describedBy]);
  useEffect(() => {
    if (autoFocus) map.getContainer().focus();
  }, [map, autoFocus]);
  return null;
}
