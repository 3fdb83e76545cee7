import type { TimelineItem } from '../lib/timeline';
import type { OpenImage } from './image-modal';
import { TimelineEntry } from './timeline-entry';
import styles from './timeline.module.css';

interface TimelineProps {
  items: readonly TimelineItem[];
  selectedId: string | null;
  expandedIds: readonly string[];
  now: Date;
  date: string;
  timeZone: string;
  onSelect: (item: TimelineItem) => void;
  onOpenImage: (image: OpenImage) => void;
}

/** console.md §2: the day's activity, oldest first, next to the map. */
export function Timeline({ items, selectedId, expandedIds, ...rest }: TimelineProps) {
  return (
    <section className={styles.timeline} aria-labelledby="location-timeline-title">
      <h2 id="location-timeline-title" className={styles.heading}>
        Timeline
      </h2>
      <ol className={styles.list}>
        {items.map((item) => (
          <TimelineEntry
            key={item.id}
            item={item}
            selected={item.id === selectedId}
            expanded={expandedIds.includes(item.id)}
            {...rest}
          />
        ))}
      </ol>
    </section>
  );
}
