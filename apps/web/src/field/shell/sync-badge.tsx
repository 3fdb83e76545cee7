import { useOutbox, useSyncView } from '../outbox/outbox-context';
import styles from './sync-badge.module.css';

/** One sentence about what is sent ('All sent · last 2:16 pm', '3 waiting · offline'); a tap
 * tries again now. */
export function SyncBadge() {
  const view = useSyncView();
  const outbox = useOutbox();
  const state = view.waiting > 0 ? styles.waiting : styles.synced;
  return (
    <button
      type="button"
      className={`${styles.badge} ${state}`}
      onClick={() => outbox.syncNow()}
      aria-live="polite"
    >
      <span className={styles.text}>{view.sentence}</span>
      {view.failed > 0 ? <span className={styles.when}>{view.failed} refused</span> : null}
    </button>
  );
}
