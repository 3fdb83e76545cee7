/** Where the Google stand-in listens, and what the e2e server is told about it. */
export const IDP_PORT = Number(process.env.E2E_IDP_PORT ?? 3101);
export const IDP_ORIGIN = `http://127.0.0.1:${IDP_PORT}`;
export const GOOGLE_CLIENT_ID = 'e2e-web.apps.googleusercontent.test';
export const ADMIN_EMAIL = 'ops-admin@ronda.example';

export const identityServerEnv = {
  GOOGLE_CLIENT_ID,
  GOOGLE_JWKS_URL: `${IDP_ORIGIN}/certs`,
  GOOGLE_GSI_SCRIPT_URL: `${IDP_ORIGIN}/gsi/client`,
  ADMIN_EMAIL,
};
