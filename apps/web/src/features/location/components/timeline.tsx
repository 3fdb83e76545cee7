import type { AttendanceRecord } from '@ronda/shared';
import type { TimelineItem } from '../lib/timeline';
import { DaySummary } from './day-summary';
import type { OpenImage } from './image-modal';
import { TimelineEntry } from './timeline-entry';
import styles from './timeline.module.css';

interface TimelineProps {
  items: readonly TimelineItem[];
  attendance: readonly AttendanceRecord[];
  selectedId: string | null;
  expandedIds: readonly string[];
  now: Date;
  date: string;
  timeZone: string;
  onSelect: (item: TimelineItem) => void;
  onOpenImage: (image: OpenImage) => void;
}

/** console.md §2: the day's activity, oldest first, next to the map. */
export function Timeline({ items, attendance, selectedId, expandedIds, ...rest }: TimelineProps) {
  return (
    <section className={styles.timeline} aria-labelledby="location-timeline-title">
      <h2 id="location-timeline-title" className={styles.heading}>
        Timeline
      </h2>
      <DaySummary records={attendance} date={rest.date} timeZone={rest.timeZone} />
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
