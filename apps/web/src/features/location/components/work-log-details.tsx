import type { WorkLog } from '@ronda/shared';
import { formatClockOn } from '../lib/format-time';
import type { OpenImage } from './image-modal';
import styles from './timeline.module.css';

interface WorkLogDetailsProps {
  log: WorkLog;
  date: string;
  timeZone: string;
  onOpenImage: (image: OpenImage) => void;
}

const nameOf = (person: { firstName: string; lastName: string } | null) =>
  person ? `${person.firstName} ${person.lastName}`.trim() : 'N/A';

function Thumbnails(props: {
  title: string;
  urls: readonly string[];
  altPrefix: string;
  onOpen: (image: OpenImage) => void;
}) {
  if (props.urls.length === 0) return null;
  return (
    <div className={styles.images}>
      <span className={styles.imagesTitle}>{props.title}</span>
      <ul className={styles.thumbs}>
        {props.urls.map((url, index) => {
          const alt = `${props.altPrefix} ${index + 1} of ${props.urls.length}`;
          return (
            <li key={`${url}:${index}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={`Open ${alt}`}
                onClick={() => props.onOpen({ url, alt })}
              >
                <img src={url} alt="" loading="lazy" referrerPolicy="no-referrer" />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A work log opened up (console.md §2): times, priority, notes, people and its pictures. */
export function WorkLogDetails({ log, date, timeZone, onOpenImage }: WorkLogDetailsProps) {
  return (
    <div className={styles.details}>
      <dl className={styles.facts}>
        <dt>Created</dt>
        <dd>{formatClockOn(log.createdAt, date, timeZone)}</dd>
        <dt>Updated</dt>
        <dd>{formatClockOn(log.updatedAt, date, timeZone)}</dd>
        <dt>Priority</dt>
        <dd className={styles.capitalised}>{log.priority}</dd>
        <dt>Notes</dt>
        <dd>{log.notes?.trim() || 'N/A'}</dd>
        <dt>Assigned Employee</dt>
        <dd>{nameOf(log.assignedEmployee)}</dd>
        <dt>Supervisor</dt>
        <dd>{nameOf(log.supervisor)}</dd>
      </dl>
      <Thumbnails title="Images" urls={log.images} altPrefix="Image" onOpen={onOpenImage} />
      <Thumbnails
        title="Employee Images"
        urls={log.employeeImages}
        altPrefix="Employee image"
        onOpen={onOpenImage}
      />
    </div>
  );
}
