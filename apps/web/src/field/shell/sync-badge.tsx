import { useOutbox, useSyncView } from '../outbox/outbox-context';
import styles from './sync-badge.module.css';

/** 'All synced' or 'n waiting to send', and when the last sync was; a tap tries again now. */
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
      <span className={styles.text}>{view.online ? view.text : `Offline · ${view.text}`}</span>
      <span className={styles.when}>{view.lastSync}</span>
      {view.failed > 0 ? <span className={styles.when}>{view.failed} refused</span> : null}
    </button>
  );
}
