import { ALERT_KIND_NAMES, type Alert } from '@ronda/shared';
import { Link } from 'react-router';
import { cx } from '@/lib/class-names';
import { alertTarget } from '../lib/alert-target';
import { formatAlertTime } from '../lib/alert-time';
import styles from './alerts-panel.module.css';

interface AlertItemProps {
  alert: Alert;
  now: Date;
  timeZone: string;
  /** Marks it read; `navigates` says whether a link is taking the person somewhere. */
  onFollow: (alert: Alert, navigates: boolean) => void;
}

/** One alert: what, the words, when, whether it lasts; a link to where it can be dealt with. */
export function AlertItem({ alert, now, timeZone, onFollow }: AlertItemProps) {
  const target = alertTarget(alert, timeZone);
  // The spaces between the parts are not drawn (flex items) but keep the words apart in the
  // link's accessible name.
  const content = (
    <>
      <span className={styles.head}>
        {!alert.read && <span className={styles.dot} aria-hidden="true" />}
        <span className={styles.kind}>{ALERT_KIND_NAMES[alert.kind]}</span>
        {!alert.read && <span className="visually-hidden">, unread</span>}
      </span>{' '}
      <span className={styles.message}>{alert.message}</span>{' '}
      <span className={styles.meta}>
        <time dateTime={alert.openedAt}>{formatAlertTime(alert.openedAt, now, timeZone)}</time>
        {' · '}
        {alert.closedAt === null ? (
          <span className={styles.ongoing}>Ongoing</span>
        ) : (
          <span>
            Ended{' '}
            <time dateTime={alert.closedAt}>{formatAlertTime(alert.closedAt, now, timeZone)}</time>
          </span>
        )}
      </span>
    </>
  );
  const className = cx(styles.item, !alert.read && styles.unread);
  return (
    <li>
      {target ? (
        // Replace: the open dialog's own history entry becomes the new page, so Back returns to
        // the page the bell was opened on, not to a copy of it.
        <Link to={target} replace className={className} onClick={() => onFollow(alert, true)}>
          {content}
        </Link>
      ) : (
        <button type="button" className={className} onClick={() => onFollow(alert, false)}>
          {content}
        </button>
      )}
    </li>
  );
}
