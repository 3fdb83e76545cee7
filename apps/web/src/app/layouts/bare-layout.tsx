import { Outlet } from 'react-router';
import styles from './bare-layout.module.css';

/** /pilot (spec §2.1) and /join: no header, footer or sidebar, signed in or not. */
export function BareLayout() {
  return (
    <main id="main" className={styles.main}>
      <Outlet />
    </main>
  );
}
