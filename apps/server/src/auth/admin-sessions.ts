import type { Database } from '../db/client.ts';
import {
  findLiveAdminSession,
  insertAdminSession,
  revokeAdminSession,
} from '../repositories/admin-sessions.repository.ts';
import { hashSessionToken, looksLikeSessionToken, newSessionToken } from './session-tokens.ts';

/** The /admin operator's cookie; HttpOnly and SameSite=Strict, so pages and other sites cannot use it. */
export const ADMIN_COOKIE = 'ronda_admin';
export const ADMIN_SESSION_MS = 12 * 60 * 60 * 1000;

export async function openAdminSession(db: Database, secret: string, email: string, now: Date) {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + ADMIN_SESSION_MS);
  await insertAdminSession(db, {
    tokenHash: hashSessionToken(secret, token),
    email,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * The admin e-mail of a live cookie. The session must also still match ADMIN_EMAIL: changing the
 * configured account locks out sessions opened for the previous one.
 */
export async function resolveAdminSession(
  db: Database,
  secret: string,
  token: string | undefined,
  adminEmail: string | undefined,
  now: Date,
): Promise<string | undefined> {
  if (!token || !adminEmail || !looksLikeSessionToken(token)) return undefined;
  const session = await findLiveAdminSession(db, hashSessionToken(secret, token), now);
  return session && session.email === adminEmail ? session.email : undefined;
}

export async function closeAdminSession(db: Database, secret: string, token: string, now: Date) {
  if (looksLikeSessionToken(token))
    await revokeAdminSession(db, hashSessionToken(secret, token), now);
}
