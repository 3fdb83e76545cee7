import crypto from 'node:crypto';

/** 256 random bits, URL-safe: the bearer token a client holds. */
export function newSessionToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/**
 * What the database stores for a token. Keyed by SESSION_SECRET, so neither a database copy nor a
 * guess without the secret yields a usable token; rotating the secret signs everyone out.
 */
export function hashSessionToken(secret: string, token: string): string {
  return crypto.createHmac('sha256', secret).update(token).digest('base64url');
}

/** Tokens we issue are exactly 43 base64url characters; anything else is not worth a lookup. */
export function looksLikeSessionToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}
