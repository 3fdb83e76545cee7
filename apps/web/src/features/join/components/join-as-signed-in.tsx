import { Button } from '@/components/button/button';
import styles from './join-as-signed-in.module.css';

interface JoinAsSignedInProps {
  companyName: string;
  firstName: string | null;
  busy: boolean;
  onJoin: () => void;
  onSignOut: () => void;
}

/** Already signed in: one tap joins with the current session; someone else can sign out first. */
export function JoinAsSignedIn({
  companyName,
  firstName,
  busy,
  onJoin,
  onSignOut,
}: JoinAsSignedInProps) {
  const label = firstName ? `Join ${companyName} as ${firstName}` : `Join ${companyName}`;
  return (
    <div className={styles.actions}>
      <Button variant="accent" className={styles.join} busy={busy} onClick={onJoin}>
        {label}
      </Button>
      <Button variant="ghost" className={styles.signOut} disabled={busy} onClick={onSignOut}>
        {firstName ? `Not ${firstName}? Sign out` : 'Sign out'}
      </Button>
    </div>
  );
}
