import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import { centreOn } from './centre-on';

export interface MapFocusTarget {
  lat: number;
  lng: number;
  zoom: number;
  /** A new value re-centres even on the same point (the same card clicked again). */
  nonce: number;
}

/** Centres the surrounding map on the target whenever it changes. */
export function MapFocus({ target }: { target: MapFocusTarget | null }) {
  const map = useMap();
  useEffect(() => {
    if (target) centreOn(map, target, target.zoom);
  }, [map, target]);
  return null;
}
