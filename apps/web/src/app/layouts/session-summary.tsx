import { useAuth, type StoredRecord } from '@/lib/auth-store';
import styles from './console-sidebar.module.css';

function text(record: StoredRecord | null, key: string): string {
  const value = record?.[key];
  return typeof value === 'string' ? value.trim() : '';
}

/** Who is signed in, from the stored login response (spec §4: restored on load). */
export function SessionSummary() {
  const { user, company } = useAuth();
  const name =
    [text(user, 'firstName'), text(user, 'lastName')].filter(Boolean).join(' ') ||
    text(user, 'name') ||
    text(user, 'email');
  const companyName = text(company, 'name');
  if (!name && !companyName) return null;
  return (
    <div className={styles.session}>
      {name && <p className={styles.sessionName}>{name}</p>}
      {companyName && <p className={styles.sessionCompany}>{companyName}</p>}
    </div>
  );
}
