import { z } from 'zod';
import { decodePolyline, type LatLng } from '@ronda/tracking';

/** OSRM's match service takes at most 100 coordinates per request by default. */
export const MATCH_MAX_COORDINATES = 100;
const MATCH_TIMEOUT_MS = 3_000;
const MAX_BODY_CHARS = 2_000_000;

export interface RouteMatcher {
  /** The path matched to roads, or null when the service cannot match it. */
  match(path: readonly LatLng[]): Promise<LatLng[] | null>;
}

const matchAnswerSchema = z.object({
  code: z.string(),
  matchings: z.array(z.object({ geometry: z.string() })).optional(),
});

/**
 * Snaps a trip's (already simplified) path to roads through an OSRM-compatible match service
 * (`GET {baseUrl}/match/v1/driving/{lng,lat;...}?geometries=polyline&overview=full`). Long paths
 * go in windows of 100 that share their end points. Any failure answers null: snapping only
 * changes how a trip is drawn, so the caller shows the raw path instead.
 */
export function createRouteMatcher(options: { baseUrl: string; timeoutMs?: number }): RouteMatcher {
  const timeoutMs = options.timeoutMs ?? MATCH_TIMEOUT_MS;

  async function matchWindow(window: readonly LatLng[]): Promise<LatLng[] | null> {
    const coordinates = window.map((p) => `${p.lng.toFixed(6)},${p.lat.toFixed(6)}`).join(';');
    const url = `${options.baseUrl}/match/v1/driving/${coordinates}?geometries=polyline&overview=full&gaps=ignore&tidy=true`;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      const body = await res.text();
      if (!res.ok || body.length > MAX_BODY_CHARS) return null;
      const answer = matchAnswerSchema.safeParse(JSON.parse(body));
      if (!answer.success || answer.data.code !== 'Ok' || !answer.data.matchings?.length)
        return null;
      return answer.data.matchings.flatMap((m) => decodePolyline(m.geometry));
    } catch {
      return null;
    }
  }

  return {
    async match(path) {
      if (path.length < 2) return null;
      const matched: LatLng[] = [];
      for (let from = 0; from < path.length - 1; from += MATCH_MAX_COORDINATES - 1) {
        const part = await matchWindow(path.slice(from, from + MATCH_MAX_COORDINATES));
        if (!part) return null;
        // Windows share an end point: drop the repeat where they join.
        matched.push(...(matched.length > 0 ? part.slice(1) : part));
      }
      return matched;
    },
  };
}
