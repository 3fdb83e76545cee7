import type { IdentityProvider, LoginResponse } from '@ronda/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AppleSignIn } from '@/components/identity-sign-in/apple-sign-in';
import { DemoAccounts } from '@/components/identity-sign-in/demo-accounts';
import { GoogleSignIn } from '@/components/identity-sign-in/google-sign-in';
import { signInUnavailableText } from '@/components/identity-sign-in/sign-in-unavailable';
import { paths } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-request-error';
import { useAuthOptions } from '@/lib/auth-options';
import { signIn } from '@/lib/auth-store';
import { useSignIn } from './api/sign-in';
import { AccountNotFoundDialog } from './components/account-not-found-dialog';
import styles from './login-page.module.css';

const SIGN_IN_FAILED = 'Sign-in did not work. Please try again.';

/** /login: Google or Apple, verified by the server; unknown e-mails are sent to the apps (§2.10). */
export function LoginPage() {
  const navigate = useNavigate();
  const options = useAuthOptions();
  const [notFound, setNotFound] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [demoEmail, setDemoEmail] = useState<string | null>(null);

  const mutation = useSignIn({
    onSuccess: (response: LoginResponse) => {
      signIn({ token: response.token, user: response.user, company: response.company });
      void navigate(paths.dashboard, { replace: true });
    },
    onError: (error) => {
      setDemoEmail(null);
      if (error instanceof ApiRequestError && error.status === 404) return setNotFound(true);
      // The spec only logs failed sign-ins; we also say so next to the buttons.
      console.warn('Sign-in failed', error);
      setFailure(
        error instanceof ApiRequestError && error.status !== 0 ? error.message : SIGN_IN_FAILED,
      );
    },
  });

  const signInWith = (provider: IdentityProvider, idToken: string) => {
    setFailure(null);
    mutation.mutate({ kind: 'identity', provider, idToken });
  };
  const providerError = (provider: string) => (error: unknown) =>
    console.warn(`${provider} sign-in failed`, error);

  const data = options.data;
  const demo = data?.demoAccounts ?? [];
  // Neither provider configured: say so plainly instead of asking for an account nobody can use.
  const noProvider = data !== undefined && !data.google && !data.apple;

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="page-title">
        <h1 id="page-title" className={styles.title}>
          Sign in
        </h1>
        <p className={styles.lead}>
          {noProvider
            ? signInUnavailableText(demo.length > 0)
            : 'Use the Google or Apple account your company registered with Ronda.'}
        </p>

        {failure && (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        )}
        {options.isPending && <p className={styles.lead}>Loading sign-in options…</p>}
        {options.isError && (
          <p role="alert" className={styles.error}>
            Sign-in options could not be loaded. Please reload the page.
          </p>
        )}

        {(data?.google || data?.apple) && (
          <div className={styles.providers} aria-busy={mutation.isPending}>
            {data.google && (
              <GoogleSignIn
                clientId={data.google.clientId}
                scriptUrl={data.google.scriptUrl}
                onCredential={(credential) => signInWith('google', credential)}
                onError={providerError('Google')}
              />
            )}
            {data.apple && (
              <AppleSignIn
                clientId={data.apple.clientId}
                scriptUrl={data.apple.scriptUrl}
                onIdToken={(idToken) => signInWith('apple', idToken)}
                onError={providerError('Apple')}
              />
            )}
          </div>
        )}
        {demo.length > 0 && (
          <DemoAccounts
            accounts={demo}
            pendingEmail={demoEmail}
            onChoose={(email) => {
              setFailure(null);
              setDemoEmail(email);
              mutation.mutate({ kind: 'demo', email });
            }}
          />
        )}
      </section>
      <AccountNotFoundDialog open={notFound} onClose={() => setNotFound(false)} />
    </div>
  );
}
