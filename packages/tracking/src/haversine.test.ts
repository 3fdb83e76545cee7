import { describe, expect, it } from 'vitest';
import { EARTH_RADIUS_M, haversineMeters } from './haversine.ts';

describe('haversineMeters (CON-CONST: earth radius 6371 km)', () => {
  it('is zero for the same point and symmetric', () => {
    const panaji = { lat: 15.4989, lng: 73.8278 };
    const porvorim = { lat: 15.5345, lng: 73.8255 };
    expect(haversineMeters(panaji, panaji)).toBe(0);
    expect(haversineMeters(panaji, porvorim)).toBeCloseTo(haversineMeters(porvorim, panaji), 9);
  });

  it('gives a degree of latitude as R·π/180', () => {
    const d = haversineMeters({ lat: 15, lng: 73 }, { lat: 16, lng: 73 });
    expect(d).toBeCloseTo((EARTH_RADIUS_M * Math.PI) / 180, 3);
  });

  it('measures Panaji to Margao at about 29 km in a straight line', () => {
    const d = haversineMeters({ lat: 15.4989, lng: 73.8278 }, { lat: 15.2832, lng: 73.9862 });
    expect(d / 1000).toBeGreaterThan(28);
    expect(d / 1000).toBeLessThan(30);
  });
});
