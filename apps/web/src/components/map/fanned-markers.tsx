import { type ReactNode, useMemo, useState } from 'react';
import { Polyline, useMap, useMapEvent } from 'react-leaflet';
import type { LatLng } from '@/lib/coordinates';
import { fanOut } from './fan-out';

interface FannedMarkersProps<T> {
  items: readonly { key: string; point: LatLng; item: T }[];
  sizePx: number;
  /** One marker, drawn at `shown`: its true point, or a fanned-out one near it. */
  render: (item: T, shown: LatLng) => ReactNode;
}

const LEG_STYLE = { color: '#1b262c', weight: 1.5, opacity: 0.6, interactive: false };

/**
 * Markers that would cover each other at the current zoom are spread around their common spot,
 * each with a thin leg back to its true point, so a crowd (everyone at the depot at 8:00) stays
 * visible and clickable instead of showing only the top avatar. Must sit inside a MapView.
 */
export function FannedMarkers<T>({ items, sizePx, render }: FannedMarkersProps<T>) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvent('zoomend', () => setZoom(map.getZoom()));
  const pointsKey = items.map((i) => `${i.point.lat},${i.point.lng}`).join(';');
  const shown = useMemo(() => {
    const pixels = items.map((i) => map.project([i.point.lat, i.point.lng], zoom));
    return fanOut(pixels, sizePx).map((p, index) => {
      const original = pixels[index];
      const point = items[index]?.point;
      if (!point || (original && original.x === p.x && original.y === p.y)) return point;
      const { lat, lng } = map.unproject([p.x, p.y], zoom);
      return { lat, lng };
    });
  }, [map, zoom, pointsKey, sizePx]); // eslint-disable-line react-hooks/exhaustive-deps
  return items.map(({ key, point, item }, index) => {
    const at = shown[index] ?? point;
    const moved = at.lat !== point.lat || at.lng !== point.lng;
    return (
      <FannedMarker key={key} leg={moved ? [point, at] : null}>
        {render(item, at)}
      </FannedMarker>
    );
  });
}

function FannedMarker({ leg, children }: { leg: [LatLng, LatLng] | null; children: ReactNode }) {
  return (
    <>
      {leg && (
        <Polyline
          positions={leg.map((p) => [p.lat, p.lng] as [number, number])}
          pathOptions={LEG_STYLE}
          className="fanned-marker-leg"
        />
      )}
      {children}
    </>
  );
}
