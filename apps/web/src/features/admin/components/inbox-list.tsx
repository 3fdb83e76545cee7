import type { ReactNode } from 'react';
import { Button } from '@/components/button/button';
import { DEFAULT_ERROR_MESSAGE } from '@/lib/api-request-error';
import styles from './inbox-list.module.css';

interface InboxListProps<T> {
  /** Names the list ("Submissions"). */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  /** No answer yet for these filters (nothing to show). */
  loading: boolean;
  loadingText: string;
  /** Showing the previous filters' rows while the new answer comes. */
  stale: boolean;
  error: Error | null;
  emptyText: string;
  onReload: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

const messageOf = (error: Error) => error.message || DEFAULT_ERROR_MESSAGE;

/** One list's loading, error and empty states, its rows, and "Load more" while pages remain. */
export function InboxList<T>(props: InboxListProps<T>) {
  const { label, items, itemKey, renderItem, loading, loadingText, stale, error } = props;
  if (loading) {
    return (
      <p role="status" className={styles.note}>
        {loadingText}
      </p>
    );
  }
  if (items.length === 0 && error) {
    return (
      <div className={styles.failure}>
        <p role="alert" className={styles.error}>
          {messageOf(error)}
        </p>
        <Button variant="secondary" onClick={props.onReload}>
          Try again
        </Button>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <p role="status" className={styles.note}>
        {props.emptyText}
      </p>
    );
  }
  return (
    <>
      <ol aria-label={label} aria-busy={stale || undefined} className={styles.list}>
        {items.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ol>
      {error && (
        <p role="alert" className={styles.error}>
          {messageOf(error)}
        </p>
      )}
      {props.hasMore && (
        <div className={styles.more}>
          <Button variant="secondary" busy={props.loadingMore} onClick={props.onLoadMore}>
            {props.loadingMore ? 'Loading…' : 'Load more'}
          </Button>
        </div>
      )}
    </>
  );
}
