import type { LatLng } from './fix.ts';

/*
 * Google's Encoded Polyline Algorithm Format. Written here rather than taken from
 * @mapbox/polyline: that package ships a command line whose parser (meow) brings some thirty
 * packages into every install (its issue #78), for forty lines whose output Google documents.
 * Plain arithmetic rather than 32-bit shifts, so precision 6 and 7 do not overflow.
 */

function checkPrecision(precision: number): number {
  if (!Number.isInteger(precision) || precision < 0 || precision > 10) {
    throw new RangeError(`precision must be a whole number from 0 to 10, got ${precision}`);
  }
  return 10 ** precision;
}

function encodeSigned(value: number, out: string[]): void {
  let rest = value < 0 ? -2 * value - 1 : 2 * value;
  while (rest >= 32) {
    out.push(String.fromCharCode(32 + (rest % 32) + 63));
    rest = Math.floor(rest / 32);
  }
  out.push(String.fromCharCode(rest + 63));
}

/** Rounds half away from zero, as Google's reference does, so encodings match theirs. */
const roundScaled = (degrees: number, factor: number) =>
  Math.sign(degrees) * Math.round(Math.abs(degrees) * factor);

export function encodePolyline(path: readonly LatLng[], precision = 5): string {
  const factor = checkPrecision(precision);
  const out: string[] = [];
  let lastLat = 0;
  let lastLng = 0;
  for (const point of path) {
    const lat = roundScaled(point.lat, factor);
    const lng = roundScaled(point.lng, factor);
    encodeSigned(lat - lastLat, out);
    encodeSigned(lng - lastLng, out);
    lastLat = lat;
    lastLng = lng;
  }
  return out.join('');
}

/** Throws on a string that is not a polyline (a truncated one) rather than guessing. */
export function decodePolyline(encoded: string, precision = 5): LatLng[] {
  const factor = checkPrecision(precision);
  const path: LatLng[] = [];
  let index = 0;
  const next = (): number => {
    let result = 0;
    let scale = 1;
    let chunk: number;
    do {
      if (index >= encoded.length) throw new RangeError('encoded polyline ends inside a value');
      chunk = encoded.charCodeAt(index++) - 63;
      if (chunk < 0 || chunk > 63) {
        throw new RangeError(`encoded polyline has a character out of range at ${index - 1}`);
      }
      result += (chunk % 32) * scale;
      scale *= 32;
    } while (chunk >= 32);
    return result % 2 === 1 ? -(result + 1) / 2 : result / 2;
  };
  let lat = 0;
  let lng = 0;
  while (index < encoded.length) {
    lat += next();
    lng += next();
    path.push({ lat: lat / factor, lng: lng / factor });
  }
  return path;
}
