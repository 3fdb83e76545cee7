import crypto from 'node:crypto';
import { bearer } from '../fixtures.ts';
import { unsignedToken, type IdentityStandIn } from '../stand-ins/identity-provider.ts';

export const GOOGLE_CLIENT_ID = 'fuzz-google-client';
export const ADMIN_EMAIL = 'operator@fuzz.example';
export const PHONE_AGENT = 'Ronda-Android/1.4.0 (Pixel 7; Android 14)';
export const BROWSER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0';

/** ID tokens for the generators: valid ones of A's people, of newcomers and of the operator,
 * and expired, foreign, forged and unsigned ones. */
export async function idTokensFor(identity: IdentityStandIn, ownEmails: string[]) {
  const sign = (email: string, extra: { audience?: string; expiresIn?: number } = {}) =>
    identity.sign({ provider: 'google', email, audience: GOOGLE_CLIENT_ID, ...extra });
  const fresh = Array.from(
    { length: 4 },
    (_, i) => `newcomer-${i}-${crypto.randomBytes(3).toString('hex')}@fuzz.example`,
  );
  return Promise.all([
    ...[...fresh, ...ownEmails, ADMIN_EMAIL].map((email) => sign(email)),
    identity.sign({
      provider: 'apple',
      email: fresh[0] ?? 'x@fuzz.example',
      audience: 'fuzz-apple',
    }),
    sign('late@fuzz.example', { expiresIn: -3600 }),
    sign('stranger@fuzz.example', { audience: 'someone-else' }),
    identity.signWithUnknownKey({
      provider: 'google',
      email: 'forged@fuzz.example',
      audience: GOOGLE_CLIENT_ID,
    }),
    unsignedToken({
      email: ownEmails[0],
      aud: GOOGLE_CLIENT_ID,
      iss: 'https://accounts.google.com',
    }),
  ]);
}

/** Signed upload paths (with their query) for A's admin, of several types and sizes. */
export async function presignUploads(baseUrl: string, token: string): Promise<string[]> {
  const kinds = ['image/png', 'image/jpeg', 'image/webp', 'image/png'];
  return Promise.all(
    Array.from({ length: 12 }, async (_, i) => {
      const query = `fileType=${kinds[i % kinds.length]}&fileSize=${i % 3 === 0 ? 67 : 4096}`;
      const res = await fetch(`${baseUrl}/api/upload/presigned-url?${query}`, {
        headers: bearer(token),
      });
      const { uploadUrl } = (await res.json()) as { uploadUrl: string };
      const url = new URL(uploadUrl);
      return `${url.pathname}${url.search}`;
    }),
  );
}
