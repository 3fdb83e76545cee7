import { describe, expect, it } from 'vitest';
import { LOCATION_MESSAGES } from '../request-constants';
import { geolocationErrorMessage, isValidCoordinates } from './coordinates';

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

describe('geolocationErrorMessage (§8)', () => {
  it('names each failure', () => {
    expect(geolocationErrorMessage(1)).toBe(LOCATION_MESSAGES.denied);
    expect(geolocationErrorMessage(2)).toBe(LOCATION_MESSAGES.unavailable);
    expect(geolocationErrorMessage(3)).toBe(LOCATION_MESSAGES.timeout);
    expect(geolocationErrorMessage(99)).toBe(LOCATION_MESSAGES.unknown);
    expect(geolocationErrorMessage(undefined)).toBe(LOCATION_MESSAGES.unknown);
  });

  it('gives Safari on iOS advice when location is unsupported', () => {
    expect(LOCATION_MESSAGES.unsupported).toContain('Settings > Privacy > Location Services');
  });
});
