import type { DemoAccount } from '@ronda/shared';
import styles from './sign-in-buttons.module.css';

const ROLE_LABEL = { admin: 'Admin', supervisor: 'Supervisor', employee: 'Employee' } as const;

interface DemoAccountsProps {
  accounts: DemoAccount[];
  pendingEmail: string | null;
  onChoose: (email: string) => void;
  /** The section's heading and hint; the login page's words unless a page gives its own. */
  title?: string;
  hint?: string;
}

/** One-click sign-in as the demo company's people, offered only when the server has DEMO_LOGIN on. */
export function DemoAccounts({
  accounts,
  pendingEmail,
  onChoose,
  title = 'Explore the demo company',
  hint = 'Sign in as one of its people to see what each role sees.',
}: DemoAccountsProps) {
  return (
    <section className={styles.demo} aria-labelledby="demo-title">
      <h2 id="demo-title" className={styles.demoTitle}>
        {title}
      </h2>
      <p className={styles.hint}>{hint}</p>
      <ul className={styles.demoList}>
        {accounts.map((account) => (
          <li key={account.email}>
            <button
              type="button"
              className={styles.demoButton}
              disabled={pendingEmail !== null}
              aria-busy={pendingEmail === account.email}
              onClick={() => onChoose(account.email)}
            >
              <span className={styles.demoName}>{account.name}</span>
              <span className={styles.demoRole}>{ROLE_LABEL[account.role]}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
