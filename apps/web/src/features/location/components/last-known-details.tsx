import { localDateIn, type LatestLocation } from '@ronda/shared';
import type { LatLng } from '@/lib/coordinates';
import { useAddress } from '../api/get-address';
import { formatClockOn } from '../lib/format-time';
import { formatAccuracy, formatBattery, formatCoordinates } from '../lib/format-units';
import { isStale } from '../lib/is-stale';
import styles from './popup.module.css';

interface LastKnownDetailsProps {
  record: LatestLocation;
  point: LatLng;
  now: Date;
  timeZone: string;
}

/** console.md §2: the last known location's popup. The address is looked up once it opens. */
export function LastKnownDetails({ record, point, now, timeZone }: LastKnownDetailsProps) {
  const address = useAddress(point);
  const location = record.location;
  const place = address.isPending
    ? 'Loading address...'
    : (address.data?.label ?? formatCoordinates(point));
  return (
    <div className={styles.popup}>
      <strong className={styles.title}>
        Last Known Location
        {isStale(record.lastUpdated, now) && <span className={styles.stale}>Stale data</span>}
      </strong>
      <span className={styles.muted}>{place}</span>
      <span>Battery: {formatBattery(location?.batteryLevel)}</span>
      <span>Accurate to: {formatAccuracy(location?.accuracy)}</span>
      <span>
        Last updated:{' '}
        {record.lastUpdated ? (
          <time dateTime={record.lastUpdated}>
            {formatClockOn(record.lastUpdated, localDateIn(now, timeZone), timeZone)}
          </time>
        ) : (
          'N/A'
        )}
      </span>
    </div>
  );
}
