import { House } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <p className={styles.code}>Error 404</p>
      <h1 id="page-title" className={styles.title}>
        Page not found
      </h1>
      <p className={styles.body}>
        We could not find the page you asked for. It may have moved, or the address may be mistyped.
      </p>
      <Link to={paths.home} className={styles.home}>
        <House size={18} aria-hidden="true" />
        Go to the home page
      </Link>
    </section>
  );
}
