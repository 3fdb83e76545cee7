import { useEffect, useState } from 'react';
import { useOutbox, useSyncView, type RefusedItem } from '../outbox/outbox-context';
import styles from './today-screen.module.css';

const KIND_NAMES: Record<string, string> = {
  'punch-in': 'Punch in',
  'punch-out': 'Punch out',
  'break-start': 'Break start',
  'break-end': 'Break end',
  'work-log': 'Work log',
  'task-status': 'Task update',
  point: 'Position',
  photo: 'Photo',
};

/** Actions the server would not take, with its reason: shown until the person dismisses them. */
export function RefusedList() {
  const outbox = useOutbox();
  const { failed } = useSyncView();
  const [items, setItems] = useState<RefusedItem[]>([]);
  useEffect(() => {
    let current = true;
    void outbox.refused().then((list) => current && setItems(list));
    return () => {
      current = false;
    };
  }, [outbox, failed]);
  if (items.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="refused-title">
      <h2 id="refused-title">Not accepted by the server</h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id}>
            {KIND_NAMES[item.kind] ?? item.kind}: {item.message}{' '}
            <button type="button" onClick={() => void outbox.dismiss(item.id)}>
              Dismiss
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
