import { X } from 'lucide-react';
import { useEffect } from 'react';
import { ID_FILTERS, type IdFilter, type TaskFilters } from '../lib/task-filters';
import styles from './filter-bar.module.css';

/**
 * Issue 28: an id in the address that names nothing the page's lists know (a deleted
 * department, a link from another company) is dropped once the lists have loaded. A list not
 * loaded (undefined) decides nothing.
 */
export function useDropUnknownIds(
  filters: TaskFilters,
  dropUnknown: (keys: readonly IdFilter[]) => void,
  known: Record<IdFilter, readonly string[] | undefined>,
) {
  const unknown = ID_FILTERS.filter((key) => {
    const value = filters[key];
    const ids = known[key];
    return value !== null && ids !== undefined && !ids.includes(value);
  });
  const signature = unknown.join(',');
  useEffect(() => {
    if (signature) dropUnknown(signature.split(',') as IdFilter[]);
    // The keys are the trigger; dropUnknown is a new function each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signature]);
}

/** "Unknown department removed", each dismissable: the page says what it did to the address. */
export function FilterNotices(props: {
  notices: readonly string[];
  onDismiss: (n: string) => void;
}) {
  return (
    <ul className={styles.chipList} aria-label="Notices">
      {props.notices.map((notice) => (
        <li key={notice} className={styles.notice} role="status">
          {notice}
          <button
            type="button"
            className={styles.remove}
            aria-label={`Dismiss: ${notice}`}
            onClick={() => props.onDismiss(notice)}
          >
            <X size={14} aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
