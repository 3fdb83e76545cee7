import { describe, expect, it } from 'vitest';
import { geolocationErrorMessage } from './geolocation-error-message';
import { TEST_LOCATION_MESSAGES as messages } from './test-messages';

describe('geolocationErrorMessage (§8)', () => {
  it('names each failure', () => {
    expect(geolocationErrorMessage(1, messages)).toBe(messages.denied);
    expect(geolocationErrorMessage(2, messages)).toBe(messages.unavailable);
    expect(geolocationErrorMessage(3, messages)).toBe(messages.timeout);
    expect(geolocationErrorMessage(99, messages)).toBe(messages.unknown);
    expect(geolocationErrorMessage(undefined, messages)).toBe(messages.unknown);
  });
});
