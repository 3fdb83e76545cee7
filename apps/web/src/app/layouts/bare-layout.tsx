import { Outlet } from 'react-router';
import styles from './bare-layout.module.css';

/** /pilot: no header, footer or sidebar, signed in or not (spec §2.1). */
export function BareLayout() {
  return (
    <main id="main" className={styles.main}>
      <Outlet />
    </main>
  );
}
