import { ADMIN_COOKIE } from '../../src/auth/admin-sessions.ts';
import { postJson } from '../fixtures.ts';
import { BROWSER_AGENT } from './fuzz-credentials.ts';
import { revive, type FuzzWorld, type SignedIdentity } from './fuzz-world.ts';

export type CallerName = 'anonymous' | SignedIdentity['name'] | 'operator';

/** Who sends a fuzzed request: the headers that make it theirs, and how to get back in. */
export interface Caller {
  name: CallerName;
  signedIn: boolean;
  headers: () => Record<string, string>;
  /** Signs in again (with the role restored) after the fuzz ended or broke the session. */
  revive: () => Promise<void>;
  /** The operations this caller is aimed at. */
  aimsAt: (path: string) => boolean;
}

/** The operator of /admin signs in with the Google account in ADMIN_EMAIL; a cookie holds it. */
async function operatorCookie(world: FuzzWorld): Promise<string> {
  const res = await postJson(`${world.server.baseUrl}/api/admin/session`, {
    credential: world.operatorToken,
  });
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.startsWith(`${ADMIN_COOKIE}=`));
  if (res.status !== 200 || !cookie) throw new Error(`operator sign-in: ${res.status}`);
  return cookie;
}

export function callerOf(world: FuzzWorld, name: CallerName): Caller {
  if (name === 'anonymous') {
    return {
      name,
      signedIn: false,
      headers: () => ({ 'user-agent': 'fuzz' }),
      revive: async () => undefined,
      aimsAt: () => true,
    };
  }
  if (name === 'operator') {
    let cookie = '';
    return {
      name,
      signedIn: true,
      headers: () => ({ 'user-agent': BROWSER_AGENT, cookie }),
      revive: async () => {
        cookie = await operatorCookie(world);
      },
      // Only /api/admin answers to the operator's cookie; every other route ignores it.
      aimsAt: (path) => path.startsWith('/api/admin/'),
    };
  }
  const who = world.identities[name];
  return {
    name,
    signedIn: true,
    headers: () => ({ 'user-agent': who.userAgent, authorization: `Bearer ${who.token}` }),
    revive: () => revive(world, who),
    aimsAt: () => true,
  };
}

/** Operations after whose 2xx the caller is signed out. */
export const SIGN_OUTS = new Set(['POST /api/auth/logout', 'DELETE /api/admin/session']);
