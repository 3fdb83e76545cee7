import { useOutbox, useSyncView } from '../outbox/outbox-context';
import styles from './sign-out-check.module.css';

interface SignOutCheckProps {
  onSignOut: () => void;
  onCancel: () => void;
}

/**
 * Signing out with items waiting (issue 27): how many, and a chance to send them first. Nothing is
 * lost either way: the phone keeps them for this person's next sign-in here, and says so.
 */
export function SignOutCheck({ onSignOut, onCancel }: SignOutCheckProps) {
  const view = useSyncView();
  const outbox = useOutbox();
  const n = view.waiting;
  return (
    <section className={styles.panel} role="alertdialog" aria-labelledby="sign-out-title">
      <h2 id="sign-out-title" className={styles.title}>
        {n === 1 ? '1 item is' : `${n} items are`} waiting to send
      </h2>
      <p className={styles.text}>
        {view.online
          ? 'Send them before you sign out. If you sign out now, they stay on this phone and are sent when you sign in here again.'
          : 'You are offline. If you sign out now, they stay on this phone and are sent when you sign in here again.'}
      </p>
      <div className={styles.actions}>
        {view.online ? (
          <button type="button" className={styles.primary} onClick={() => outbox.syncNow()}>
            Send now
          </button>
        ) : null}
        <button type="button" className={styles.secondary} onClick={onSignOut}>
          Sign out, keep them on this phone
        </button>
        <button type="button" className={styles.secondary} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </section>
  );
}
