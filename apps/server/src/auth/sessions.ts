import { roleOf } from '@ronda/shared';
import type { Database } from '../db/client.ts';
import { cancelPendingDeletions } from '../repositories/deletion-requests.repository.ts';
import {
  withDepartments,
  type CompanyRow,
  type UserRow,
  type UserWithDepartments,
} from '../repositories/people.repository.ts';
import {
  findLiveSessionByHash,
  insertSession,
  revokeSession,
  touchSession,
} from '../repositories/sessions.repository.ts';
import type { Actor } from './actor.ts';
import { hashSessionToken, looksLikeSessionToken, newSessionToken } from './session-tokens.ts';

/** A session ends after 12 hours without use, and 30 days after sign-in at the latest. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
export const SESSION_MAX_MS = 30 * 24 * 60 * 60 * 1000;
// Recording every request's use would turn each read into a write; a minute's precision is plenty.
const TOUCH_AFTER_MS = 60 * 1000;

export type SignInMethod = 'google' | 'apple' | 'demo' | 'register' | 'join';

export interface SessionContext {
  sessionId: string;
  actor: Actor;
  user: UserWithDepartments;
  company: CompanyRow;
}

/**
 * Opens a session for a user already checked to be active. Signing in also cancels the e-mail's
 * pending account deletion while its 14-day grace period lasts (public-site-and-sign-in.md §4).
 */
export async function openSession(
  db: Database,
  secret: string,
  input: { user: UserRow; method: SignInMethod; userAgent: string | undefined; now: Date },
): Promise<{ token: string; sessionId: string; user: UserWithDepartments }> {
  const token = newSessionToken();
  const session = await db.transaction(async (tx) => {
    await cancelPendingDeletions(tx, input.user.email, input.now);
    return insertSession(tx, {
      companyId: input.user.companyId,
      userId: input.user.id,
      tokenHash: hashSessionToken(secret, token),
      method: input.method,
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      createdAt: input.now,
      lastUsedAt: input.now,
      expiresAt: new Date(input.now.getTime() + SESSION_MAX_MS),
    });
  });
  return { token, sessionId: session.id, user: await withDepartments(db, input.user) };
}

/** The live session a bearer token refers to, or undefined when it is unknown, ended or expired. */
export async function resolveSession(
  db: Database,
  secret: string,
  token: string,
  now: Date,
): Promise<SessionContext | undefined> {
  if (!looksLikeSessionToken(token)) return undefined;
  const found = await findLiveSessionByHash(db, hashSessionToken(secret, token));
  if (!found) return undefined;
  const { session, user, company, departments } = found;
  const idleFor = now.getTime() - session.lastUsedAt.getTime();
  if (idleFor > SESSION_IDLE_MS || now >= session.expiresAt) {
    await revokeSession(db, session.id, now);
    return undefined;
  }
  if (user.status !== 'active' || !company.isActive) return undefined;
  if (idleFor > TOUCH_AFTER_MS) await touchSession(db, session.id, now);
  return {
    sessionId: session.id,
    user: { ...user, departments },
    company,
    actor: {
      userId: user.id,
      companyId: user.companyId,
      role: roleOf(user),
      departmentIds: departments.map((d) => d.id),
    },
  };
}

export async function closeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await revokeSession(db, sessionId, now);
}
