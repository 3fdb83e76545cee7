import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loginResponseSchema } from '@ronda/shared';
import { signIn } from '../device-fixtures.ts';
import { bearer, postJson } from '../fixtures.ts';
import { startIdentityStandIn } from '../stand-ins/identity-provider.ts';
import { startNominatimStandIn, type NominatimStandIn } from '../stand-ins/nominatim.ts';
import type { QueuedTestApp } from '../test-app.ts';
import { createFuzzCompany, type FuzzCompany } from './fuzz-company.ts';
import {
  ADMIN_EMAIL,
  BROWSER_AGENT,
  GOOGLE_CLIENT_ID,
  PHONE_AGENT,
  idTokensFor,
  presignUploads,
} from './fuzz-credentials.ts';
import { serverErrorOf, startServer } from './fuzz-server.ts';

/** A signed-in caller of company A. Its token is replaced when the fuzz ends its session. */
export interface SignedIdentity {
  name: 'admin' | 'employee' | 'device';
  userId: string;
  email: string;
  userAgent: string;
  isAdmin: boolean;
  token: string;
}

export interface FuzzWorld {
  server: QueuedTestApp;
  a: FuzzCompany;
  b: FuzzCompany;
  identities: Record<SignedIdentity['name'], SignedIdentity>;
  /** What the server logged about a request that failed (its error), by request id. */
  serverErrorOf: (requestId: string) => string;
  /** A token whose session was signed out, and one with a flipped character. */
  deadTokens: string[];
  /** ID tokens: valid ones of A's people, newcomers and the operator, and broken ones. */
  idTokens: string[];
  /** Upload paths (with their signed query) A's admin was given: the upload route's own checks
   * (type, size, signature, one use) run only behind a valid signature. */
  uploadPaths: string[];
  /** A Google ID token of ADMIN_EMAIL: signs the operator in at /api/admin/session. */
  operatorToken: string;
  /** The phone's tracking key (issue 19): /api/osmand's checks of a fix run only behind it. */
  trackingKey: string;
  close: () => Promise<void>;
}

/**
 * The app as production builds it (job queue, public forms, Google and Apple sign-in against a
 * stand-in, addresses from a Nominatim stand-in, uploads on a temporary disk) with two companies
 * made through the API, and company A's admin, employee and phone signed in.
 */
export async function startFuzzWorld(): Promise<FuzzWorld> {
  const identity = await startIdentityStandIn();
  const nominatim: NominatimStandIn = await startNominatimStandIn();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ronda-fuzz-'));
  const server = await startServer({
    DEMO_LOGIN: 'true',
    DATA_DIR: dataDir,
    GEOCODER_URL: nominatim.url,
    GOOGLE_CLIENT_ID,
    GOOGLE_JWKS_URL: identity.jwksUrl,
    APPLE_CLIENT_ID: 'fuzz-apple',
    APPLE_JWKS_URL: identity.jwksUrl,
    ADMIN_EMAIL,
    // Every request comes from one address: limits stay on (a 429 is a fine answer) but high
    // enough that the fuzz reaches the routes behind them.
    RATE_LIMIT_MULTIPLIER: '10000',
    PUBLIC_FORM_RATE_LIMIT: '100000',
  });
  const { baseUrl } = server;
  const a = await createFuzzCompany(server.database.db, baseUrl, 'a');
  const b = await createFuzzCompany(server.database.db, baseUrl, 'b');

  // The phone joins A with its QR code and a Google identity, as the app does.
  const phoneEmail = `phone-${crypto.randomBytes(3).toString('hex')}@fuzz.example`;
  const joinToken = await identity.sign({
    provider: 'google',
    email: phoneEmail,
    audience: GOOGLE_CLIENT_ID,
  });
  const joined = await postJson(
    `${baseUrl}/api/onboarding/join`,
    { provider: 'google', idToken: joinToken, code: a.inviteCode, firstName: 'Priya' },
    { 'user-agent': PHONE_AGENT },
  );
  if (joined.status !== 201) throw new Error(`phone join: ${joined.status} ${await joined.text()}`);
  const phone = loginResponseSchema.parse(await joined.json());

  const emailOf = (id: string) =>
    server.database.pool
      .query<{ email: string }>('select email from users where id = $1', [id])
      .then((r) => r.rows[0]?.email ?? '');
  const signed = async (
    name: SignedIdentity['name'],
    userId: string,
    isAdmin: boolean,
    token: string,
    userAgent: string,
  ) =>
    ({
      name,
      userId,
      email: await emailOf(userId),
      userAgent,
      isAdmin,
      token,
    }) satisfies SignedIdentity;

  const leaving = await signIn(baseUrl, await emailOf(a.outsider.id));
  await fetch(`${baseUrl}/api/auth/logout`, { method: 'POST', headers: bearer(leaving.token) });
  const flipped = `${a.admin.token.slice(0, -1)}${a.admin.token.endsWith('A') ? 'B' : 'A'}`;
  const made = await postJson(`${baseUrl}/api/device/tracking-keys`, {}, bearer(phone.token));
  if (made.status !== 201) throw new Error(`tracking key: ${made.status} ${await made.text()}`);
  const { key: trackingKey } = (await made.json()) as { key: string };

  return {
    server,
    a,
    b,
    identities: {
      admin: await signed('admin', a.admin.id, true, a.admin.token, BROWSER_AGENT),
      employee: await signed('employee', a.worker.id, false, a.worker.token, BROWSER_AGENT),
      device: await signed('device', phone.user.id, false, phone.token, PHONE_AGENT),
    },
    deadTokens: [leaving.token, flipped],
    serverErrorOf,
    idTokens: await idTokensFor(identity, a.emails),
    uploadPaths: await presignUploads(baseUrl, a.admin.token),
    trackingKey,
    operatorToken: await identity.sign({
      provider: 'google',
      email: ADMIN_EMAIL,
      audience: GOOGLE_CLIENT_ID,
    }),
    close: async () => {
      await server.close();
      await identity.close();
      await nominatim.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs the identity in again after the fuzz signed it out or deactivated it, with its role back. */
export async function revive(world: FuzzWorld, who: SignedIdentity): Promise<void> {
  await world.server.database.pool.query(
    `update users set status = 'active', deactivated_at = null, is_admin = $2, is_supervisor = false
      where id = $1`,
    [who.userId, who.isAdmin],
  );
  const res = await postJson(
    `${world.server.baseUrl}/api/auth/demo-login`,
    { email: who.email },
    { 'user-agent': who.userAgent },
  );
  if (res.status !== 200) throw new Error(`revive ${who.name}: ${res.status} ${await res.text()}`);
  who.token = loginResponseSchema.parse(await res.json()).token;
}
