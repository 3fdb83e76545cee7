import { formatRelativeTime } from '@/lib/relative-time';
import { useRecentChanges } from '../api/manage-organisation';
import styles from './manage.module.css';

/** The audit trail's newest lines: who changed what in the company's set-up, and when. */
export function RecentChanges({ timeZone }: { timeZone: string }) {
  const changes = useRecentChanges(true);
  const now = new Date();
  return (
    <section className={styles.section} aria-labelledby="recent-changes-title">
      <div className={styles.sectionHeader}>
        <h2 id="recent-changes-title">Recent changes</h2>
      </div>
      {changes.isError ? (
        <p role="alert" className={styles.error}>
          Failed to load recent changes
        </p>
      ) : changes.data && changes.data.length > 0 ? (
        <ol className={styles.list}>
          {changes.data.map((change) => (
            <li key={change.id} className={styles.row}>
              <span>
                {change.summary}
                {change.actor ? <span className={styles.muted}> — {change.actor.name}</span> : null}
              </span>
              <time className={styles.time} dateTime={change.at} title={change.at}>
                {formatRelativeTime(new Date(change.at), now, timeZone)}
              </time>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.muted}>{changes.isPending ? 'Loading…' : 'No changes yet.'}</p>
      )}
    </section>
  );
}
