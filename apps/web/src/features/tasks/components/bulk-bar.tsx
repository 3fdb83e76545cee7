import type { TaskBulkAction } from '@ronda/shared';
import { Button } from '@/components/button/button';
import styles from './bulk-bar.module.css';

interface BulkBarProps {
  /** The page's tasks that can be chosen (open ones). */
  selectable: readonly string[];
  selected: ReadonlySet<string>;
  onSelectAll: (ids: readonly string[]) => void;
  onAct: (action: TaskBulkAction) => void;
}

/** "Select all" for the page, and the actions once something is checked (issue 28). */
export function BulkBar({ selectable, selected, onSelectAll, onAct }: BulkBarProps) {
  if (selectable.length === 0) return null;
  const all = selectable.every((id) => selected.has(id));
  return (
    <div className={styles.bar} role="group" aria-label="Selected tasks">
      <label className={styles.all}>
        <input type="checkbox" checked={all} onChange={() => onSelectAll(all ? [] : selectable)} />
        Select all on this page
      </label>
      {selected.size > 0 && (
        <>
          <span className={styles.count} aria-live="polite">
            {selected.size} selected
          </span>
          <Button variant="secondary" onClick={() => onAct('assign')}>
            Assign
          </Button>
          <Button variant="primary" onClick={() => onAct('resolve')}>
            Resolve
          </Button>
          <Button variant="ghost" onClick={() => onAct('reject')}>
            Reject
          </Button>
          <Button variant="ghost" onClick={() => onSelectAll([])}>
            Clear selection
          </Button>
        </>
      )}
    </div>
  );
}
