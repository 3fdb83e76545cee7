import { WEB_VITALS_PATH } from '@ronda/shared';

/**
 * Page-speed beacons (POST /api/web-vitals) go out from every page once it is idle. Tests that
 * assert a page "makes no API call" or "sends nothing" mean the page's own data, not these.
 */
export const isWebVitalsBeacon = (url: string): boolean =>
  new URL(url).pathname === WEB_VITALS_PATH;
