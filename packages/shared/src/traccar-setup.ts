/**
 * Setting up Traccar Client for a tracking key. Traccar Client (9.x, Android and iOS) opens links
 * of its own scheme, `org.traccar.client:`, and applies their query parameters to its settings:
 * `url` (the server), `id` (the device identifier: our tracking key) and the tracking settings.
 * A phone's camera opens the link from a QR code; a tap opens it on the phone itself.
 */
export const TRACCAR_CLIENT_SCHEME = 'org.traccar.client';

export const TRACCAR_CLIENT_STORES = {
  android: 'https://play.google.com/store/apps/details?id=org.traccar.client',
  ios: 'https://apps.apple.com/app/traccar-client/id843156974',
} as const;

/**
 * What we set in the app (README, "Tracking with Traccar Client"): GPS accuracy for trips and
 * stops, a fix a minute or every 50 m moved, and fixes buffered while there is no signal.
 */
export const TRACCAR_CLIENT_SETTINGS = {
  accuracy: 'high',
  intervalSeconds: 60,
  distanceMetres: 50,
  buffer: true,
} as const;

/** The link that sets up Traccar Client for one tracking key, sending to `serverUrl`. */
export function traccarSetupLink(serverUrl: string, key: string): string {
  const params = new URLSearchParams({
    url: serverUrl,
    id: key,
    accuracy: TRACCAR_CLIENT_SETTINGS.accuracy,
    interval: String(TRACCAR_CLIENT_SETTINGS.intervalSeconds),
    distance: String(TRACCAR_CLIENT_SETTINGS.distanceMetres),
    buffer: String(TRACCAR_CLIENT_SETTINGS.buffer),
  });
  return `${TRACCAR_CLIENT_SCHEME}://setup?${params.toString()}`;
}
