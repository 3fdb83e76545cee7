import type { InvitePreview } from '@ronda/shared';
import { Building2, Users } from 'lucide-react';
import styles from './invite-summary.module.css';

/** The company and, when the code names one, the department the person is invited to. */
export function InviteSummary({ preview }: { preview: InvitePreview }) {
  return (
    <div className={styles.summary}>
      <p className={styles.label}>You are invited to join</p>
      <dl className={styles.list}>
        <div className={styles.row}>
          <dt className={styles.term}>
            <Building2 aria-hidden size={20} />
            <span className="visually-hidden">Company</span>
          </dt>
          <dd className={styles.company}>{preview.companyName}</dd>
        </div>
        {preview.departmentName && (
          <div className={styles.row}>
            <dt className={styles.term}>
              <Users aria-hidden size={20} />
              <span className="visually-hidden">Department</span>
            </dt>
            <dd className={styles.department}>{preview.departmentName}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
