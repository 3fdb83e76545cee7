import { INVITE_GONE_MESSAGE } from '@ronda/shared';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './invite-gone.module.css';

/** A code that leads nowhere: unknown, malformed, expired, revoked or used up. */
export function InviteGone() {
  return (
    <div className={styles.gone}>
      <p role="alert" className={styles.message}>
        {INVITE_GONE_MESSAGE}
      </p>
      <p className={styles.hint}>Ask your manager for a new join code.</p>
      <Link to={paths.home} className={styles.link}>
        Go to the Ronda home page
      </Link>
    </div>
  );
}
