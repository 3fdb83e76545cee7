import { Button } from '@/components/button/button';
import { useAuth } from '@/lib/auth-store';
import { useInvitePreview } from '../api/get-invite-preview';
import { useJoin } from '../hooks/use-join';
import { useSignOutHere } from '../hooks/use-sign-out-here';
import { isInviteGone, joinFailure, PREVIEW_FAILED_MESSAGE } from '../lib/join-failure';
import { InviteGone } from './invite-gone';
import { InviteSummary } from './invite-summary';
import { JoinAsSignedIn } from './join-as-signed-in';
import { JoinConflict } from './join-conflict';
import { JoinSignIn } from './join-sign-in';
import { JoinedView } from './joined-view';
import styles from './join-invite.module.css';

const firstNameOf = (user: Readonly<Record<string, unknown>> | null): string | null =>
  typeof user?.firstName === 'string' && user.firstName.trim() ? user.firstName.trim() : null;

/** A well-formed code: where it leads, then the way to join that fits the person's session. */
export function JoinInvite({ code }: { code: string }) {
  const auth = useAuth();
  const preview = useInvitePreview(code);
  const joining = useJoin(code);
  const signOutHere = useSignOutHere();

  if (joining.data) {
    const departmentName = preview.data?.departmentName ?? null;
    return <JoinedView companyName={joining.data.company.name} departmentName={departmentName} />;
  }
  // Once shown, the invitation stays: a failed background refetch (the tab regaining focus after a
  // sign-in pop-up) must not replace it; the join itself says if the code has gone meanwhile.
  const invite = preview.data;
  if (!invite) {
    if (preview.isPending) return <p className={styles.muted}>Loading the invitation…</p>;
    if (isInviteGone(preview.error)) return <InviteGone />;
    return (
      <div className={styles.stack}>
        <p role="alert" className={styles.error}>
          {PREVIEW_FAILED_MESSAGE}
        </p>
        <Button
          variant="secondary"
          busy={preview.isFetching}
          onClick={() => void preview.refetch()}
        >
          Try again
        </Button>
      </div>
    );
  }
  const failure = joining.error ? joinFailure(joining.error) : null;
  if (failure?.kind === 'gone') return <InviteGone />;

  const signOut = () => {
    joining.reset();
    void signOutHere();
  };
  const demoEmail =
    joining.isPending && joining.variables.kind === 'demo' ? joining.variables.email : null;

  return (
    <div className={styles.stack}>
      <InviteSummary preview={invite} />
      {failure?.kind === 'conflict' && (
        <JoinConflict
          message={failure.message}
          signedIn={auth.isAuthenticated}
          onSignOut={signOut}
        />
      )}
      {failure?.kind === 'failed' && (
        <p role="alert" className={styles.error}>
          {failure.message}
        </p>
      )}
      {!auth.isAuthenticated ? (
        <JoinSignIn
          busy={joining.isPending}
          pendingDemoEmail={demoEmail}
          onIdToken={(provider, idToken) => joining.mutate({ kind: 'identity', provider, idToken })}
          onDemo={(email) => joining.mutate({ kind: 'demo', email })}
        />
      ) : (
        failure?.kind !== 'conflict' && (
          // Retrying cannot help after a refusal; JoinConflict offers the way out instead.
          <JoinAsSignedIn
            companyName={invite.companyName}
            firstName={firstNameOf(auth.user)}
            busy={joining.isPending}
            onJoin={() => joining.mutate({ kind: 'signed-in' })}
            onSignOut={signOut}
          />
        )
      )}
    </div>
  );
}
