import { loadScript } from './load-script';

interface AppleSignInResponse {
  authorization?: { id_token?: string };
}
interface AppleIdAuth {
  init(options: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }): void;
  signIn(): Promise<AppleSignInResponse>;
}
declare global {
  interface Window {
    AppleID?: { auth?: AppleIdAuth };
  }
}

/** public-site-and-sign-in.md §7: the Apple script is polled for every 1000 ms, up to 100 times. */
export const APPLE_SCRIPT_POLL_MS = 1000;
export const APPLE_SCRIPT_MAX_POLLS = 100;
export const APPLE_SCRIPT_ERROR = 'Error loading apple script';

/** Resolves once `window.AppleID.auth` exists; logs the spec's message and rejects if it never does. */
export function waitForAppleScript(scriptUrl: string): Promise<AppleIdAuth> {
  loadScript(scriptUrl).catch(() => undefined); // a failed load shows up as polls that never succeed
  return new Promise((resolve, reject) => {
    let polls = 0;
    const check = () => {
      const auth = window.AppleID?.auth;
      if (auth) return resolve(auth);
      polls += 1;
      if (polls >= APPLE_SCRIPT_MAX_POLLS) {
        console.error(APPLE_SCRIPT_ERROR);
        return reject(new Error(APPLE_SCRIPT_ERROR));
      }
      window.setTimeout(check, APPLE_SCRIPT_POLL_MS);
    };
    check();
  });
}

/** Opens Apple's sign-in pop-up and answers its ID token. */
export async function signInWithApple(auth: AppleIdAuth, clientId: string): Promise<string> {
  auth.init({
    clientId,
    scope: 'name email',
    redirectURI: window.location.origin + '/login',
    usePopup: true,
  });
  const response = await auth.signIn();
  const token = response.authorization?.id_token;
  if (!token) throw new Error('Apple returned no identity token');
  return token;
}
