import { describe, expect, it } from 'vitest';
import { LOCATION_MESSAGES, LOCATION_PICKER_MESSAGES } from './request-constants';

describe('the location texts of the public form (§8)', () => {
  it('gives Safari on iOS advice when location is unsupported', () => {
    expect(LOCATION_MESSAGES.unsupported).toContain('Settings > Privacy > Location Services');
  });

  it('hands every location message to the picker as it is', () => {
    expect(LOCATION_PICKER_MESSAGES).toMatchObject(LOCATION_MESSAGES);
    // One text for both: the lookup failing and it finding nothing read the same to a visitor.
    expect(LOCATION_PICKER_MESSAGES.addressNotFound).toBeUndefined();
  });

  it('words the map pin as before', () => {
    expect(LOCATION_PICKER_MESSAGES.mapPin(null, '15.49890, 73.82780')).toBe(
      'Map pin: your location (15.49890, 73.82780)',
    );
    expect(LOCATION_PICKER_MESSAGES.suggestionsAnnouncement(1)).toBe(
      '1 address suggestion. Use the up and down arrow keys to choose one.',
    );
  });
});
