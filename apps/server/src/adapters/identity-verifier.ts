import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import type { IdentityProvider } from '@ronda/shared';

export interface VerifiedIdentity {
  provider: IdentityProvider;
  subject: string;
  email: string;
  givenName: string | undefined;
  familyName: string | undefined;
}

export type IdentityFailure =
  /** Signature, issuer, audience, expiry or shape is wrong: the token proves nothing. */
  | 'invalid-token'
  /** A valid token whose e-mail the provider has not verified. */
  | 'email-not-verified'
  /** This server has no client id for the provider. */
  | 'not-configured'
  /** The provider's keys could not be fetched. */
  | 'provider-unavailable';

export class IdentityError extends Error {
  readonly reason: IdentityFailure;

  constructor(reason: IdentityFailure, message: string) {
    super(message);
    this.reason = reason;
    this.name = 'IdentityError';
  }
}

export interface ProviderSettings {
  clientId: string | undefined;
  jwksUrl: string;
}

export interface IdentityVerifier {
  verify: (provider: IdentityProvider, idToken: string) => Promise<VerifiedIdentity>;
  isConfigured: (provider: IdentityProvider) => boolean;
}

// Both providers sign ID tokens with RS256; anything else (including "none") is refused.
const ALGORITHMS = ['RS256'];
const ISSUERS: Record<IdentityProvider, string[]> = {
  google: ['accounts.google.com', 'https://accounts.google.com'],
  apple: ['https://appleid.apple.com'],
};

/** Verifies Google and Apple ID tokens against the providers' published keys (JWKS). */
export function createIdentityVerifier(
  settings: Record<IdentityProvider, ProviderSettings>,
): IdentityVerifier {
  const keySets = {
    google: createRemoteJWKSet(new URL(settings.google.jwksUrl), { timeoutDuration: 5000 }),
    apple: createRemoteJWKSet(new URL(settings.apple.jwksUrl), { timeoutDuration: 5000 }),
  };
  return {
    isConfigured: (provider) => Boolean(settings[provider].clientId),
    verify: async (provider, idToken) => {
      const clientId = settings[provider].clientId;
      if (!clientId) {
        throw new IdentityError(
          'not-configured',
          `Sign in with ${label(provider)} is not enabled on this server`,
        );
      }
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, keySets[provider], {
          algorithms: ALGORITHMS,
          issuer: ISSUERS[provider],
          audience: clientId,
          requiredClaims: ['sub', 'exp', 'iat'],
          clockTolerance: 30,
        }));
      } catch (error) {
        throw toIdentityError(error, provider);
      }
      return identityFrom(provider, payload);
    },
  };
}

function identityFrom(provider: IdentityProvider, payload: JWTPayload): VerifiedIdentity {
  const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
  if (!email || !payload.sub) {
    throw new IdentityError('invalid-token', 'The identity token carries no e-mail address');
  }
  // Google sends a boolean; Apple has sent both the boolean and the string "true".
  const verified = payload.email_verified === true || payload.email_verified === 'true';
  if (!verified) {
    throw new IdentityError(
      'email-not-verified',
      `${label(provider)} has not verified this e-mail address`,
    );
  }
  return {
    provider,
    subject: payload.sub,
    email,
    givenName: typeof payload.given_name === 'string' ? payload.given_name : undefined,
    familyName: typeof payload.family_name === 'string' ? payload.family_name : undefined,
  };
}

function toIdentityError(error: unknown, provider: IdentityProvider): IdentityError {
  if (error instanceof errors.JWKSTimeout || error instanceof errors.JWKSInvalid) {
    return new IdentityError(
      'provider-unavailable',
      `Could not reach ${label(provider)} to check the sign-in`,
    );
  }
  if (error instanceof errors.JOSEError) {
    return new IdentityError(
      'invalid-token',
      `The ${label(provider)} sign-in could not be verified`,
    );
  }
  // fetch() failing to connect to the key URL surfaces as a plain TypeError.
  return new IdentityError(
    'provider-unavailable',
    `Could not reach ${label(provider)} to check the sign-in`,
  );
}

function label(provider: IdentityProvider): string {
  return provider === 'google' ? 'Google' : 'Apple';
}
