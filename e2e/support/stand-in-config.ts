/** Where the third-party stand-ins listen, and what the e2e server is told about them. */
export const IDP_PORT = Number(process.env.E2E_IDP_PORT ?? 3101);
export const IDP_ORIGIN = `http://127.0.0.1:${IDP_PORT}`;
export const GOOGLE_CLIENT_ID = 'e2e-web.apps.googleusercontent.test';
export const APPLE_CLIENT_ID = 'com.ronda.e2e.web';
export const ADMIN_EMAIL = 'ops-admin@ronda.example';

/** The Slack webhook stand-in (staff notifications of public-site submissions). */
export const SLACK_PORT = Number(process.env.E2E_SLACK_PORT ?? IDP_PORT + 2);
export const SLACK_ORIGIN = `http://127.0.0.1:${SLACK_PORT}`;

/** The Nominatim stand-in (GEOCODER_URL): address search and reverse lookups of Goa places. */
export const GEOCODER_PORT = Number(process.env.E2E_GEOCODER_PORT ?? IDP_PORT + 1);
export const GEOCODER_ORIGIN = `http://127.0.0.1:${GEOCODER_PORT}`;

/** Map tiles (TILE_URL), as the OpenStreetMap tile server answers them. */
export const TILE_PORT = Number(process.env.E2E_TILE_PORT ?? IDP_PORT + 3);
export const TILE_URL = `http://127.0.0.1:${TILE_PORT}/{z}/{x}/{y}.png`;

/** The apps' store listings (ANDROID_APP_URL, IOS_APP_URL), so the store badges show. */
export const ANDROID_APP_URL = 'https://play.google.com/store/apps/details?id=in.ronda.e2e';
export const IOS_APP_URL = 'https://apps.apple.com/in/app/ronda/id6450000000';

export const standInServerEnv = {
  TILE_URL,
  GEOCODER_URL: GEOCODER_ORIGIN,
  SLACK_WEBHOOK_URL: `${SLACK_ORIGIN}/services/T000/B000/e2e`,
  GOOGLE_CLIENT_ID,
  GOOGLE_JWKS_URL: `${IDP_ORIGIN}/certs`,
  GOOGLE_GSI_SCRIPT_URL: `${IDP_ORIGIN}/gsi/client`,
  APPLE_CLIENT_ID,
  APPLE_JWKS_URL: `${IDP_ORIGIN}/certs`,
  APPLE_JS_URL: `${IDP_ORIGIN}/appleid/auth.js`,
  ADMIN_EMAIL,
  ANDROID_APP_URL,
  IOS_APP_URL,
};
