import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodePolyline, encodePolyline } from './polyline.ts';

// Google's documented example (Encoded Polyline Algorithm Format).
const GOOGLE_PATH = [
  { lat: 38.5, lng: -120.2 },
  { lat: 40.7, lng: -120.95 },
  { lat: 43.252, lng: -126.453 },
];
const GOOGLE_ENCODED = '_p~iF~ps|U_ulLnnqC_mqNvxq`@';

const latLng = fc.record({
  lat: fc.double({ min: -90, max: 90, noNaN: true }),
  lng: fc.double({ min: -180, max: 180, noNaN: true }),
});

describe('encodePolyline / decodePolyline', () => {
  it("encodes Google's example exactly, and decodes it back", () => {
    expect(encodePolyline(GOOGLE_PATH)).toBe(GOOGLE_ENCODED);
    expect(decodePolyline(GOOGLE_ENCODED)).toEqual(GOOGLE_PATH);
  });

  it('gives an empty string for an empty path and back', () => {
    expect(encodePolyline([])).toBe('');
    expect(decodePolyline('')).toEqual([]);
  });

  it('rounds half away from zero, as the reference does', () => {
    expect(decodePolyline(encodePolyline([{ lat: 0.000005, lng: -0.000005 }]))).toEqual([
      { lat: 0.00001, lng: -0.00001 },
    ]);
  });

  it('round-trips any path to within half a unit of the precision', () => {
    fc.assert(
      fc.property(fc.array(latLng, { maxLength: 50 }), (path) => {
        const decoded = decodePolyline(encodePolyline(path));
        expect(decoded).toHaveLength(path.length);
        decoded.forEach((point, i) => {
          expect(Math.abs(point.lat - (path[i]?.lat ?? 0))).toBeLessThanOrEqual(0.5e-5 + 1e-12);
          expect(Math.abs(point.lng - (path[i]?.lng ?? 0))).toBeLessThanOrEqual(0.5e-5 + 1e-12);
        });
      }),
    );
  });

  it('round-trips at precision 6 and 7 without overflowing', () => {
    const path = [
      { lat: 89.9999999, lng: 179.9999999 },
      { lat: -89.9999999, lng: -179.9999999 },
    ];
    for (const precision of [6, 7]) {
      const decoded = decodePolyline(encodePolyline(path, precision), precision);
      decoded.forEach((point, i) => {
        expect(point.lat).toBeCloseTo(path[i]?.lat ?? 0, precision - 1);
        expect(point.lng).toBeCloseTo(path[i]?.lng ?? 0, precision - 1);
      });
    }
  });

  it('refuses a truncated string, a foreign character and a silly precision', () => {
    expect(() => decodePolyline(GOOGLE_ENCODED.slice(0, -1))).toThrow(RangeError);
    expect(() => decodePolyline('_p~iF')).toThrow(/ends inside a value/);
    expect(() => decodePolyline('_p~iF ~ps|U')).toThrow(/out of range/);
    expect(() => encodePolyline(GOOGLE_PATH, 1.5)).toThrow(RangeError);
    expect(() => decodePolyline(GOOGLE_ENCODED, 11)).toThrow(RangeError);
  });
});
