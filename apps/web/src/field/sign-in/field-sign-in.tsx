import {
  authOptionsResponseSchema,
  loginResponseSchema,
  type IdentityProvider,
  type LoginResponse,
} from '@ronda/shared';
import { useState } from 'react';
import { AppleSignIn } from '@/components/identity-sign-in/apple-sign-in';
import { DemoAccounts } from '@/components/identity-sign-in/demo-accounts';
import { GoogleSignIn } from '@/components/identity-sign-in/google-sign-in';
import { signInUnavailableText } from '@/components/identity-sign-in/sign-in-unavailable';
import { apiClient } from '@/lib/api-client';
import { ApiRequestError } from '@/lib/api-request-error';
import { signIn } from '@/lib/auth-store';
import { useRequest } from '../lib/use-request';
import styles from './field-sign-in.module.css';

type Request =
  | { kind: 'identity'; provider: IdentityProvider; idToken: string }
  | { kind: 'demo'; email: string };

const signInRequest = (request: Request): Promise<LoginResponse> =>
  request.kind === 'demo'
    ? apiClient.request('/api/auth/demo-login', {
        method: 'POST',
        body: { email: request.email },
        schema: loginResponseSchema,
        anonymous: true,
      })
    : apiClient.request('/api/company/login', {
        method: 'POST',
        body: { provider: request.provider, idToken: request.idToken },
        schema: loginResponseSchema,
        anonymous: true,
      });

const NOT_FOUND =
  'This account is not part of a company yet. Ask your admin for a join code (a QR code) and open it on this phone.';

/** Sign-in for field staff: the same providers as the console, the same server check. */
export function FieldSignIn() {
  const options = useRequest('auth-options', (signal) =>
    apiClient.request('/api/auth/options', {
      schema: authOptionsResponseSchema,
      signal,
      anonymous: true,
    }),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState<Request | null>(null);
  const send = (request: Request) => {
    setFailure(null);
    setSending(request);
    signInRequest(request).then(
      (response) =>
        signIn({ token: response.token, user: response.user, company: response.company }),
      (error: unknown) => {
        setSending(null);
        setFailure(
          error instanceof ApiRequestError && error.status === 404
            ? NOT_FOUND
            : error instanceof ApiRequestError && error.status !== 0
              ? error.message
              : 'Sign-in did not work. Check your connection and try again.',
        );
      },
    );
  };
  const identity = (provider: IdentityProvider) => (idToken: string) =>
    send({ kind: 'identity', provider, idToken });
  const data = options.data;
  const demo = data?.demoAccounts ?? [];
  const noProvider = data !== undefined && !data.google && !data.apple;

  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="field-sign-in-title">
        <img
          className={styles.logo}
          src="/field/icons/icon-192.png"
          alt=""
          width={56}
          height={56}
        />
        <h1 id="field-sign-in-title">Ronda Field</h1>
        <p className={styles.lead}>
          {noProvider
            ? signInUnavailableText(demo.length > 0)
            : 'Sign in with the account your company added you with.'}
        </p>
        {failure ? (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        ) : null}
        {options.pending ? <p className={styles.lead}>Loading sign-in options…</p> : null}
        {options.error ? (
          <p role="alert" className={styles.error}>
            Sign-in needs a connection the first time. Please try again when you are online.
          </p>
        ) : null}
        <div className={styles.providers} aria-busy={sending !== null}>
          {data?.google ? (
            <GoogleSignIn
              clientId={data.google.clientId}
              scriptUrl={data.google.scriptUrl}
              onCredential={identity('google')}
              onError={(error) => console.warn('Google sign-in failed', error)}
            />
          ) : null}
          {data?.apple ? (
            <AppleSignIn
              clientId={data.apple.clientId}
              scriptUrl={data.apple.scriptUrl}
              onIdToken={identity('apple')}
              onError={(error) => console.warn('Apple sign-in failed', error)}
            />
          ) : null}
        </div>
        {demo.length > 0 ? (
          <DemoAccounts
            accounts={demo}
            pendingEmail={sending?.kind === 'demo' ? sending.email : null}
            onChoose={(email) => send({ kind: 'demo', email })}
          />
        ) : null}
      </section>
    </main>
  );
}
