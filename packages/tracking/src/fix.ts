/** A point on the map, in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** One GPS fix as the phone reported it. */
export interface Fix {
  /** Epoch milliseconds. */
  time: number;
  lat: number;
  lng: number;
  /** Metres: the radius the true position is probably within; null when the phone gave none. */
  accuracy: number | null;
  /** Metres a second, as the phone reported it; null when it gave none. */
  speed: number | null;
}
