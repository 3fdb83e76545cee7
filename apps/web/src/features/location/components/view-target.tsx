import { latLngBounds } from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { centreOn, whenZoomSettled } from '@/components/map/centre-on';
import { isValidCoordinates } from '@/lib/coordinates';
import { LOCATION_ZOOM, type ViewTarget } from '../lib/selection';

/** Moves the surrounding map to each new target: a point at its zoom, or a trip's whole line. */
export function ViewTargetControl({ target }: { target: ViewTarget | null }) {
  const map = useMap();
  useEffect(() => {
    if (!target) return;
    if (target.kind === 'point') {
      centreOn(map, target, target.zoom);
      return;
    }
    const points = target.points.filter(isValidCoordinates);
    if (points.length === 0) return;
    whenZoomSettled(map, () =>
      map.fitBounds(latLngBounds(points.map((p) => [p.lat, p.lng] as [number, number])), {
        // Room at the top for the trip buttons laid over the map.
        paddingTopLeft: [32, 64],
        paddingBottomRight: [32, 32],
        maxZoom: LOCATION_ZOOM.select,
      }),
    );
  }, [map, target]);
  return null;
}
