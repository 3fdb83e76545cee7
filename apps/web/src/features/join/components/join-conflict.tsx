import { Link } from 'react-router';
import { Button, buttonClassName } from '@/components/button/button';
import { paths } from '@/config/paths';
import styles from './join-conflict.module.css';

interface JoinConflictProps {
  /** The server's sentence, e.g. that the person already belongs to another company. */
  message: string;
  signedIn: boolean;
  onSignOut: () => void;
}

/** A join the server refused (409): nothing changed; say why and where to go next. */
export function JoinConflict({ message, signedIn, onSignOut }: JoinConflictProps) {
  return (
    <div className={styles.conflict}>
      <p role="alert" className={styles.message}>
        {message}
      </p>
      {signedIn ? (
        <div className={styles.actions}>
          <Link to={paths.dashboard} className={buttonClassName('primary')}>
            Go to the dashboard
          </Link>
          <Button variant="secondary" onClick={onSignOut}>
            Sign out
          </Button>
        </div>
      ) : (
        <p className={styles.hint}>Nothing has changed. You can sign in with another account.</p>
      )}
    </div>
  );
}
