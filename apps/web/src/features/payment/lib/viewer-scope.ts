import type { StoredRecord } from '@/lib/auth-store';

/**
 * Whether the signed-in user sees only their own departments' seats: a supervisor who is not an
 * admin (the server scopes the answer the same way). Read from the stored user's role flags.
 */
export function seesOwnTeamsOnly(user: StoredRecord | null): boolean {
  return user?.isSupervisor === true && user.isAdmin !== true;
}
