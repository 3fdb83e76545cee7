import { decodePolyline } from '@ronda/tracking';
import type { LatLng } from '@/lib/coordinates';

/**
 * A trip's path from its encoded polyline (console.md §3, §9: precision 5), decoded by the
 * tracking engine's own decoder. A malformed string draws no route rather than breaking the map.
 */
export function routePoints(encoded: string): LatLng[] {
  try {
    return decodePolyline(encoded);
  } catch {
    return [];
  }
}
