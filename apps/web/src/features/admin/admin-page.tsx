import { ADMIN_LOGIN_MESSAGES } from '@ronda/shared';
import { useState } from 'react';
import { SIGN_IN_UNAVAILABLE } from '@/components/identity-sign-in/sign-in-unavailable';
import { useAuthOptions } from '@/lib/auth-options';
import {
  adminErrorMessage,
  useAdminSession,
  useAdminSignIn,
  useAdminSignOut,
} from './api/admin-session';
import { AdminDashboard } from './components/admin-dashboard';
import { AdminGoogleButton } from './components/admin-google-button';
import styles from './admin-page.module.css';

/**
 * /admin (spec §2.11): Google sign-in for the one permitted account, then the staff inbox
 * (issue 16) beside the job-queue dashboard served by this host at /admin/queues. The server
 * decides who is admin; this page only asks.
 */
export function AdminPage() {
  const session = useAdminSession();
  const options = useAuthOptions();
  const signIn = useAdminSignIn();
  const signOut = useAdminSignOut();
  const [error, setError] = useState<string | null>(null);

  if (session.data) {
    return <AdminDashboard email={session.data.email} onSignOut={() => signOut.mutate()} />;
  }

  // Without Google sign-in or ADMIN_EMAIL nobody can get in: the server logs which is missing.
  const google = options.data?.adminSignIn ? options.data.google : null;
  const unavailable = options.data !== undefined && !google;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="page-title">
        <h1 id="page-title" className={styles.title}>
          Admin
        </h1>
        <p className={styles.muted}>
          {unavailable
            ? SIGN_IN_UNAVAILABLE
            : 'Sign in with the Google account that runs this Ronda server.'}
        </p>
        {error && (
          <p role="alert" className={styles.error}>
            {error}
          </p>
        )}
        {session.isPending || options.isPending ? (
          <p className={styles.muted}>Loading…</p>
        ) : google ? (
          <AdminGoogleButton
            clientId={google.clientId}
            scriptUrl={google.scriptUrl}
            onCredential={(credential) => {
              setError(null);
              signIn.mutate(credential, {
                onError: (failure) => setError(adminErrorMessage(failure)),
              });
            }}
            onFailure={() => setError(ADMIN_LOGIN_MESSAGES.failed)}
          />
        ) : null}
      </section>
    </div>
  );
}
