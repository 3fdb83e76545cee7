import { useEffect, useState } from 'react';
import { signInWithApple, waitForAppleScript } from '@/lib/apple-identity';
import styles from './sign-in-buttons.module.css';

type AppleAuth = Awaited<ReturnType<typeof waitForAppleScript>>;

interface AppleSignInProps {
  clientId: string;
  scriptUrl: string;
  onIdToken: (idToken: string) => void;
  onError: (error: unknown) => void;
}

/** "Sign in with Apple", enabled once Apple's script has arrived (it is polled for, spec §7). */
export function AppleSignIn({ clientId, scriptUrl, onIdToken, onError }: AppleSignInProps) {
  const [auth, setAuth] = useState<AppleAuth | null>(null);

  useEffect(() => {
    let active = true;
    waitForAppleScript(scriptUrl).then(
      (loaded) => active && setAuth(loaded),
      () => undefined, // already logged as the spec's 'Error loading apple script'
    );
    return () => {
      active = false;
    };
  }, [scriptUrl]);

  return (
    <button
      type="button"
      className={styles.apple}
      disabled={!auth}
      onClick={() => {
        if (auth) signInWithApple(auth, clientId).then(onIdToken, onError);
      }}
    >
      <svg aria-hidden viewBox="0 0 24 24" width="18" height="18" fill="currentColor">
        <path d="M16.4 12.6c0-2.5 2-3.7 2.1-3.8-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9s-2-.9-3.3-.9c-1.7 0-3.3 1-4.2 2.5-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.5 1.3 0 1.7-.8 3.3-.8s2 .8 3.3.8c1.4 0 2.2-1.2 3-2.5 1-1.4 1.3-2.7 1.4-2.8-.1 0-2.6-1-2.6-4.1zM14 5.1c.7-.8 1.2-2 1-3.1-1 0-2.2.7-2.9 1.5-.6.7-1.2 1.9-1 3 1.1.1 2.2-.6 2.9-1.4z" />
      </svg>
      Sign in with Apple
    </button>
  );
}
