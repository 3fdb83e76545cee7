import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK, type CryptoKey } from 'jose';

/**
 * A local stand-in for Google's and Apple's token signing: it publishes a JWKS over HTTP exactly
 * as the providers do ({ keys: [...] }), and signs ID tokens with the matching private key, so the
 * server's real verification code runs against it.
 */
export interface IdentityStandIn {
  jwksUrl: string;
  sign: (claims: TokenClaims, options?: SignOptions) => Promise<string>;
  /** A token signed by a key the JWKS does not publish. */
  signWithUnknownKey: (claims: TokenClaims) => Promise<string>;
  requests: () => number;
  close: () => Promise<void>;
}

export interface TokenClaims {
  provider: 'google' | 'apple';
  email: string;
  audience: string;
  emailVerified?: boolean | 'true' | 'false';
  issuer?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  givenName?: string;
  familyName?: string;
}

interface SignOptions {
  kid?: string;
}

const ISSUER = { google: 'https://accounts.google.com', apple: 'https://appleid.apple.com' };

export async function startIdentityStandIn(port = 0): Promise<IdentityStandIn> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const stranger = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'stand-in-1', alg: 'RS256', use: 'sig' };
  let count = 0;
  const server = http.createServer((req, res) => {
    count += 1;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;

  const signWith = (key: CryptoKey, kid: string) => async (claims: TokenClaims) => {
    const now = Math.floor(Date.now() / 1000);
    const body: Record<string, unknown> = {
      email: claims.email,
      email_verified: claims.emailVerified ?? (claims.provider === 'apple' ? 'true' : true),
    };
    if (claims.givenName) body.given_name = claims.givenName;
    if (claims.familyName) body.family_name = claims.familyName;
    return new SignJWT(body)
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(claims.issuer ?? ISSUER[claims.provider])
      .setAudience(claims.audience)
      .setSubject(`sub-${claims.email}`)
      .setIssuedAt(now - 10)
      .setExpirationTime(now + (claims.expiresIn ?? 3600))
      .sign(key);
  };

  return {
    jwksUrl: `http://127.0.0.1:${address.port}/certs`,
    sign: (claims, options) => signWith(privateKey, options?.kid ?? 'stand-in-1')(claims),
    signWithUnknownKey: signWith(stranger.privateKey, 'stand-in-unknown'),
    requests: () => count,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** An unsigned token (`alg: none`), which must never be accepted. */
export function unsignedToken(claims: Record<string, unknown>): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}
