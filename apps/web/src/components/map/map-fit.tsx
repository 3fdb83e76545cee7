import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import type { LatLng } from '@/lib/coordinates';
import { viewForPoints } from './zoom-for-points';

/**
 * Shows the points by console.md §9's zoom rules whenever `fitKey` changes (a new page or filter),
 * and only then, so a live update does not pull the view away from where someone is looking.
 */
export function MapFit({ points, fitKey }: { points: readonly LatLng[]; fitKey: string }) {
  const map = useMap();
  useEffect(() => {
    const view = viewForPoints(points);
    map.setView([view.center.lat, view.center.lng], view.zoom);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, fitKey]);
  return null;
}
