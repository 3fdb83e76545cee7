import { LockKeyhole } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './signed-out-notice.module.css';

/** What a console page shows to a visitor who is not signed in (console.md §2). */
export function SignedOutNotice({ message }: { message: string }) {
  return (
    <div className={styles.wrap}>
      <section className={styles.card} aria-labelledby="page-title">
        <LockKeyhole className={styles.icon} size={32} aria-hidden="true" />
        <h1 id="page-title" className={styles.message}>
          {message}
        </h1>
        <Link to={paths.login} className={styles.login}>
          Log in
        </Link>
      </section>
    </div>
  );
}
