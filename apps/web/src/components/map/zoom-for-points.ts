import { isValidCoordinates, type LatLng } from '@/lib/coordinates';

/** console.md §9's zoom rules for a set of points. */
export const MAP_ZOOM = {
  single: 15,
  cluster: 13,
  spread: 12,
  wide: 11,
  none: 2,
} as const;
const SPREAD_DEGREES = 0.05;
const WIDE_DEGREES = 0.1;

/** Where the default view of Goa opens when there is nothing to show. */
export const DEFAULT_CENTER: LatLng = { lat: 15.4989, lng: 73.8278 };

/**
 * The view that shows the points: their middle, at 15 for one point, 13 for a cluster, 12 when
 * they spread over more than 0.05 degrees and 11 over 0.1; zoom 2 when there is none.
 */
export function viewForPoints(points: readonly Partial<LatLng>[]): {
  center: LatLng;
  zoom: number;
} {
  const valid = points.filter(isValidCoordinates);
  if (valid.length === 0) return { center: DEFAULT_CENTER, zoom: MAP_ZOOM.none };
  const lats = valid.map((p) => p.lat);
  const lngs = valid.map((p) => p.lng);
  const [minLat, maxLat] = [Math.min(...lats), Math.max(...lats)];
  const [minLng, maxLng] = [Math.min(...lngs), Math.max(...lngs)];
  const center = { lat: (minLat + maxLat) / 2, lng: (minLng + maxLng) / 2 };
  if (valid.length === 1) return { center, zoom: MAP_ZOOM.single };
  const spread = Math.max(maxLat - minLat, maxLng - minLng);
  const zoom =
    spread > WIDE_DEGREES
      ? MAP_ZOOM.wide
      : spread > SPREAD_DEGREES
        ? MAP_ZOOM.spread
        : MAP_ZOOM.cluster;
  return { center, zoom };
}
