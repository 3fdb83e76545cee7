import { Button } from '@/components/button/button';
import styles from './status-panel.module.css';

/** A failed call, said plainly next to what it affects, with a way to ask again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <p role="alert" className={styles.error}>
      {message}
      <Button variant="ghost" onClick={onRetry}>
        Try Again
      </Button>
    </p>
  );
}
