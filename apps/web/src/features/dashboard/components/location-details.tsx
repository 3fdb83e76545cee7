import type { LatestLocation } from '@ronda/shared';
import { formatRelativeTime } from '@/lib/relative-time';
import { accuracyHealth, batteryHealth } from '../lib/health-colours';
import { isStale } from '../lib/location-age';
import styles from './location-details.module.css';

interface LocationDetailsProps {
  record: LatestLocation;
  now: Date;
  timeZone: string;
}

/** What the dashboard says about one person's latest location: age, battery, accuracy. */
export function LocationDetails({ record, now, timeZone }: LocationDetailsProps) {
  const { employee, lastUpdated, location } = record;
  const stale = isStale(lastUpdated, now);
  const battery = location?.batteryLevel ?? null;
  const accuracy = location?.accuracy ?? null;
  return (
    <div className={styles.details}>
      <p className={styles.name}>
        {employee.firstName} {employee.lastName}
        {stale && <span className={styles.stale}>Stale</span>}
      </p>
      <p className={styles.meta}>
        {lastUpdated ? (
          <time dateTime={lastUpdated}>
            {formatRelativeTime(new Date(lastUpdated), now, timeZone)}
          </time>
        ) : (
          'No update yet'
        )}
      </p>
      <p className={styles.meta}>
        <span className={styles[batteryHealth(battery)]}>
          Battery: {battery === null ? 'N/A' : `${Math.round(battery * 100)}%`}
        </span>
        <span className={styles[accuracyHealth(accuracy)]}>
          Accuracy: {accuracy === null ? 'N/A' : `${Math.round(accuracy)} m`}
        </span>
      </p>
    </div>
  );
}
