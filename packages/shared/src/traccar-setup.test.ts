import { describe, expect, it } from 'vitest';
import { TRACCAR_CLIENT_SETTINGS, traccarSetupLink } from './traccar-setup.ts';

/**
 * Read the link the way Traccar Client's ConfigurationService does: for a scheme other than
 * http(s), the server comes from the `url` parameter; the other settings are query parameters.
 */
function readAsTraccarClient(link: string) {
  const uri = new URL(link);
  const settings = Object.fromEntries(uri.searchParams);
  return { scheme: uri.protocol, ...settings };
}

describe('traccarSetupLink', () => {
  it('carries the server, the key and the settings in the form the app applies', () => {
    const link = traccarSetupLink('https://ronda.example/api/osmand', 'k7mq-AbC_12');
    expect(readAsTraccarClient(link)).toEqual({
      scheme: 'org.traccar.client:',
      url: 'https://ronda.example/api/osmand',
      id: 'k7mq-AbC_12',
      accuracy: 'high',
      interval: String(TRACCAR_CLIENT_SETTINGS.intervalSeconds),
      distance: String(TRACCAR_CLIENT_SETTINGS.distanceMetres),
      buffer: 'true',
    });
  });

  it('escapes a server address with its own query and port so it arrives whole', () => {
    const server = 'http://10.0.0.5:3000/api/osmand?x=1&y=2';
    const uri = new URL(traccarSetupLink(server, 'key'));
    expect(uri.searchParams.get('url')).toBe(server);
    expect(uri.searchParams.get('id')).toBe('key');
  });
});
