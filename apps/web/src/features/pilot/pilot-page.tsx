import { Logo } from '@/components/logo/logo';
import styles from './pilot-page.module.css';

// Shown without the site header and footer (spec §2.1), so the logo is the way back home.
export function PilotPage() {
  return (
    <div className={styles.page}>
      <Logo />
      <section className={styles.hero} aria-labelledby="page-title">
        <h1 id="page-title" className={styles.title}>
          Co-Create the Future of Business Operations
        </h1>
        <p className={styles.soon}>Pilot applications are coming soon.</p>
      </section>
    </div>
  );
}
