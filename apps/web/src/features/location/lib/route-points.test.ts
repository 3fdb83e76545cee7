import { describe, expect, it } from 'vitest';
import { routePoints } from './route-points';

describe('routePoints', () => {
  it("CON-LOC-90 decodes Google's example at 5-decimal precision", () => {
    expect(routePoints('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual([
      { lat: 38.5, lng: -120.2 },
      { lat: 40.7, lng: -120.95 },
      { lat: 43.252, lng: -126.453 },
    ]);
  });

  it('draws nothing for an empty or cut-off path', () => {
    expect(routePoints('')).toEqual([]);
    expect(routePoints('_p~iF~ps|U_ulL')).toEqual([]);
  });
});
