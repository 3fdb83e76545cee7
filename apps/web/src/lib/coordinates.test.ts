import { describe, expect, it } from 'vitest';
import { isValidCoordinates } from './coordinates';

describe('isValidCoordinates', () => {
  it('accepts points on the globe', () => {
    expect(isValidCoordinates({ lat: 15.4989, lng: 73.8278 })).toBe(true);
    expect(isValidCoordinates({ lat: -90, lng: 180 })).toBe(true);
  });

  it.each([
    null,
    {},
    { lat: Number.NaN, lng: 73 },
    { lat: 15, lng: Number.POSITIVE_INFINITY },
    { lat: 91, lng: 0 },
    { lat: 0, lng: -181 },
  ])('rejects %j', (value) => {
    expect(isValidCoordinates(value)).toBe(false);
  });
});
