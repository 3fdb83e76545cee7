import type { RoleFlags } from '@ronda/shared';
import { roleBadge } from '../lib/organisation';
import styles from './badges.module.css';

/** 'Admin', 'Supervisor' or 'Employee' (console.md §6). */
export function RoleBadge({ flags }: { flags: RoleFlags }) {
  const text = roleBadge(flags);
  return <span className={`${styles.badge} ${styles[text.toLowerCase()]}`}>{text}</span>;
}

/** 'Active' or 'Inactive', for a person or the company. */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <span className={`${styles.badge} ${active ? styles.active : styles.inactive}`}>
      {active ? 'Active' : 'Inactive'}
    </span>
  );
}
