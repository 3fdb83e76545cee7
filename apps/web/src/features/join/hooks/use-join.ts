import type { Company, IdentityProvider } from '@ronda/shared';
import { useMutation } from '@tanstack/react-query';
import { getAuth, signIn } from '@/lib/auth-store';
import { demoSignIn } from '../api/demo-sign-in';
import { joinSignedIn } from '../api/join-signed-in';
import { joinWithIdentity } from '../api/join-with-identity';

/** How the person joins: a provider's ID token (signed out), a demo account, or their session. */
export type JoinRequest =
  | { kind: 'identity'; provider: IdentityProvider; idToken: string }
  | { kind: 'demo'; email: string }
  | { kind: 'signed-in' };

export interface JoinResult {
  company: Company;
}

/** Joins with the current session and keeps the stored user and company up to date. */
async function joinWithSession(code: string): Promise<JoinResult> {
  const { token } = getAuth();
  const { user, company } = await joinSignedIn(code);
  // Only if this is still the session that joined (no sign-out or switch meanwhile).
  if (token && getAuth().token === token) signIn({ token, user, company });
  return { company };
}

export async function join(code: string, request: JoinRequest): Promise<JoinResult> {
  if (request.kind === 'identity') {
    const { token, user, company } = await joinWithIdentity({
      provider: request.provider,
      idToken: request.idToken,
      code,
    });
    // Signed in exactly as the login page does after its sign-in.
    signIn({ token, user, company });
    return { company };
  }
  if (request.kind === 'demo') {
    const { token, user, company } = await demoSignIn(request.email);
    signIn({ token, user, company });
  }
  return joinWithSession(code);
}

/**
 * Joins the person to the company and department of `code`. A failed join changes no membership
 * (a demo sign-in before it stays signed in, as on the login page).
 */
export function useJoin(code: string) {
  return useMutation({ mutationFn: (request: JoinRequest) => join(code, request) });
}
