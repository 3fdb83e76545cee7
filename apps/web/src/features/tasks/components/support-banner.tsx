import { Button } from '@/components/button/button';
import styles from './tasks-view.module.css';

/** console.md §2: the list still works when its supporting lists (people, customers) fail. */
export function SupportBanner({ onRetry }: { onRetry: () => void }) {
  return (
    <p role="alert" className={styles.banner}>
      Failed to load supporting data. Some features may be limited.{' '}
      <Button variant="ghost" onClick={onRetry}>
        Retry
      </Button>
    </p>
  );
}
