import { formatClock } from '../lib/format-time';
import type { TimelineItem } from '../lib/timeline';
import { itemTitle, itemWhere } from '../lib/timeline-text';
import styles from './popup.module.css';

/** A marker's popup: the entry's title, time and place, as the timeline says them. */
export function ItemPopup({ item, timeZone }: { item: TimelineItem; timeZone: string }) {
  return (
    <div className={styles.popup}>
      <strong className={styles.title}>{itemTitle(item, timeZone)}</strong>
      <span>{formatClock(item.at, timeZone)}</span>
      <span className={styles.muted}>{itemWhere(item)}</span>
    </div>
  );
}
