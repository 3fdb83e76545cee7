export interface LatLng {
  lat: number;
  lng: number;
}

/** Finite and on the globe: what a map can centre on and the server will store. */
export function isValidCoordinates(value: Partial<LatLng> | null | undefined): value is LatLng {
  if (!value) return false;
  const { lat, lng } = value;
  return (
    typeof lat === 'number' &&
    typeof lng === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lng) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lng) <= 180
  );
}
