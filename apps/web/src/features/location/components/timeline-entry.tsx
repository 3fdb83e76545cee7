import { useEffect, useRef } from 'react';
import { cx } from '@/lib/class-names';
import { formatClock } from '../lib/format-time';
import { markerColour } from '../lib/map-styles';
import type { TimelineItem } from '../lib/timeline';
import { itemTitle } from '../lib/timeline-text';
import { EntrySummary } from './entry-summary';
import type { OpenImage } from './image-modal';
import { WorkLogDetails } from './work-log-details';
import styles from './timeline.module.css';

export interface TimelineEntryProps {
  item: TimelineItem;
  selected: boolean;
  expanded: boolean;
  now: Date;
  date: string;
  timeZone: string;
  onSelect: (item: TimelineItem) => void;
  onOpenImage: (image: OpenImage) => void;
}

/**
 * Scrolls the timeline's own list, never the page: on a narrow screen the list has no scroll of its
 * own, and scrollIntoView would carry the page away from the map where the marker was clicked.
 */
function keepInView(entry: HTMLElement) {
  const list = entry.parentElement;
  if (!list || list.scrollHeight <= list.clientHeight) return;
  const item = entry.getBoundingClientRect();
  const box = list.getBoundingClientRect();
  if (item.top < box.top) list.scrollTop -= box.top - item.top;
  else if (item.bottom > box.bottom) list.scrollTop += item.bottom - box.bottom;
}

/** One timeline entry: a button that selects it (and folds a work log), then its details. */
export function TimelineEntry(props: TimelineEntryProps) {
  const { item, selected, expanded, now, date, timeZone, onSelect, onOpenImage } = props;
  const ref = useRef<HTMLLIElement>(null);
  // Selected from its map marker: bring the entry into view in a long day.
  useEffect(() => {
    if (selected && ref.current) keepInView(ref.current);
  }, [selected]);
  const isWorkLog = item.kind === 'work-log';
  return (
    <li
      ref={ref}
      className={cx(styles.entry, selected && styles.selected)}
      data-kind={item.kind}
      data-colour={markerColour(item.kind) ?? 'none'}
    >
      <span className={styles.dot} aria-hidden />
      <button
        type="button"
        className={styles.button}
        aria-current={selected || undefined}
        aria-expanded={isWorkLog ? expanded : undefined}
        onClick={() => onSelect(item)}
      >
        <span className={styles.head}>
          <span className={styles.title}>{itemTitle(item, timeZone)}</span>
          <time className={styles.time} dateTime={item.at}>
            {formatClock(item.at, timeZone)}
          </time>
        </span>
        <EntrySummary item={item} now={now} date={date} timeZone={timeZone} />
      </button>
      {item.kind === 'work-log' && expanded && (
        <WorkLogDetails log={item.log} date={date} timeZone={timeZone} onOpenImage={onOpenImage} />
      )}
    </li>
  );
}
