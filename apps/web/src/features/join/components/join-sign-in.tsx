import type { IdentityProvider } from '@ronda/shared';
import { AppleSignIn } from '@/components/identity-sign-in/apple-sign-in';
import { DemoAccounts } from '@/components/identity-sign-in/demo-accounts';
import { GoogleSignIn } from '@/components/identity-sign-in/google-sign-in';
import { signInUnavailableText } from '@/components/identity-sign-in/sign-in-unavailable';
import { useAuthOptions } from '@/lib/auth-options';
import styles from './join-sign-in.module.css';

interface JoinSignInProps {
  busy: boolean;
  pendingDemoEmail: string | null;
  onIdToken: (provider: IdentityProvider, idToken: string) => void;
  onDemo: (email: string) => void;
}

const providerError = (provider: string) => (error: unknown) =>
  console.warn(`${provider} sign-in failed`, error);

/** Signed out: the sign-in methods the server offers (as on the login page); signing in joins. */
export function JoinSignIn({ busy, pendingDemoEmail, onIdToken, onDemo }: JoinSignInProps) {
  const options = useAuthOptions();
  const data = options.data;
  const demo = data?.demoAccounts ?? [];
  const noProvider = data !== undefined && !data.google && !data.apple;

  return (
    <div className={styles.signIn}>
      <div>
        <h2 className={styles.title}>Sign in to join</h2>
        <p className={styles.hint}>
          {noProvider
            ? signInUnavailableText(demo.length > 0)
            : 'Use your Google or Apple account. Your company will see your name and e-mail address.'}
        </p>
      </div>
      {options.isPending && <p className={styles.hint}>Loading sign-in options…</p>}
      {options.isError && (
        <p role="alert" className={styles.error}>
          Sign-in options could not be loaded. Please reload the page.
        </p>
      )}
      {(data?.google || data?.apple) && (
        <div className={styles.providers} aria-busy={busy}>
          {data.google && (
            <GoogleSignIn
              clientId={data.google.clientId}
              scriptUrl={data.google.scriptUrl}
              onCredential={(credential) => onIdToken('google', credential)}
              onError={providerError('Google')}
            />
          )}
          {data.apple && (
            <AppleSignIn
              clientId={data.apple.clientId}
              scriptUrl={data.apple.scriptUrl}
              onIdToken={(idToken) => onIdToken('apple', idToken)}
              onError={providerError('Apple')}
            />
          )}
        </div>
      )}
      {demo.length > 0 && (
        <DemoAccounts
          accounts={demo}
          pendingEmail={pendingDemoEmail}
          onChoose={onDemo}
          title="Join as a demo person"
          hint="Sign in as one of the demo company's people and join with this code."
        />
      )}
    </div>
  );
}
