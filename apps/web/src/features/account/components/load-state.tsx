import { Button } from '@/components/button/button';
import styles from './load-state.module.css';

export function LoadingState({ label }: { label: string }) {
  return (
    <p role="status" className={styles.loading}>
      {label}
    </p>
  );
}

/** console.md §8: 'Failed to load company data', with a retry when one can help. */
export function LoadError({ onRetry }: { onRetry?: () => void }) {
  return (
    <div role="alert" className={styles.error}>
      <span>Failed to load company data</span>
      {onRetry && (
        <Button variant="ghost" onClick={onRetry}>
          Try again
        </Button>
      )}
    </div>
  );
}
