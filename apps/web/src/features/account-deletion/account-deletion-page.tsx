import { TriangleAlert } from 'lucide-react';
import { Island } from '@/components/island/island';
import { getSiteConfig } from '@/config/site-config';
import { DeletionForm } from './components/deletion-form';
import { DELETION_TIMING_TEXT } from './deletion-constants';
import styles from './account-deletion-page.module.css';

/** /account-deletion (public-site-and-sign-in.md §2.7): the warning, then the request form. */
export function AccountDeletionPage() {
  const { supportEmail } = getSiteConfig();

  return (
    <div className={styles.page}>
      <div className={styles.intro}>
        <h1 id="page-title" className={styles.heading}>
          Account Deletion
        </h1>
        <p className={styles.lead}>
          Ask us to delete your company&apos;s Ronda account and the data that belongs to it.
        </p>
      </div>

      <div role="note" aria-labelledby="deletion-warning-title" className={styles.warning}>
        <TriangleAlert size={24} aria-hidden className={styles.warningIcon} />
        <div className={styles.warningText}>
          <h2 id="deletion-warning-title" className={styles.warningTitle}>
            Deleting your account is permanent
          </h2>
          <p>
            Your company profile, employees, attendance, trips, location history, tasks and
            customers are all removed, and they cannot be brought back once the deletion is done.
          </p>
          <p>{DELETION_TIMING_TEXT}</p>
        </div>
      </div>

      <section className={styles.card} aria-labelledby="deletion-form-title">
        <h2 id="deletion-form-title" className={styles.cardTitle}>
          Request deletion
        </h2>
        <Island name="deletion-form">
          <DeletionForm />
        </Island>
      </section>

      <p className={styles.help}>
        Not sure? Write to us at <a href={`mailto:${supportEmail}`}>{supportEmail}</a> before you
        decide.
      </p>
    </div>
  );
}
