import { useRouteError } from 'react-router';
import styles from './route-error-page.module.css';

/** Last resort for a page that failed to load or render (e.g. a chunk gone after a deploy). */
export function RouteErrorPage() {
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <main id="main" className={styles.page}>
      <h1 className={styles.title}>Something went wrong</h1>
      <p className={styles.body}>
        This page could not be shown. Check your connection, then reload the page.
      </p>
      <button type="button" className={styles.reload} onClick={() => window.location.reload()}>
        Reload the page
      </button>
    </main>
  );
}
