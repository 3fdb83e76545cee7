import type { Trip } from '@ronda/shared';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useId, useState } from 'react';
import { formatClockOn } from '../lib/format-time';
import { formatKm, formatMinutes, formatSpeed, NOT_AVAILABLE } from '../lib/format-units';
import styles from './trip-panel.module.css';

interface TripDetailsProps {
  trip: Trip;
  number: number;
  date: string;
  timeZone: string;
}

const addressOr = (address: string | null) => address?.trim() || NOT_AVAILABLE;

/** console.md §2: the selected trip's figures, in a panel that folds away. */
export function TripDetails({ trip, number, date, timeZone }: TripDetailsProps) {
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  const stats = trip.stats;
  const time = (iso: string) => formatClockOn(iso, date, timeZone);
  return (
    <section className={styles.details} aria-label={`Trip ${number} details`}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={() => setOpen((was) => !was)}
      >
        <span>Trip {number} Details</span>
        {open ? <ChevronUp size={18} aria-hidden /> : <ChevronDown size={18} aria-hidden />}
      </button>
      {open && (
        <dl id={bodyId} className={styles.facts}>
          <div>
            <dt>Distance</dt>
            <dd>{formatKm(stats?.distance)}</dd>
          </div>
          <div>
            <dt>Duration</dt>
            <dd>{formatMinutes(stats?.duration)}</dd>
          </div>
          <div>
            <dt>Avg Speed</dt>
            <dd>{formatSpeed(stats?.averageSpeed)}</dd>
          </div>
          <div>
            <dt>Max Speed</dt>
            <dd>{formatSpeed(stats?.maxSpeed)}</dd>
          </div>
          <div className={styles.wide}>
            <dt>Origin</dt>
            <dd>
              {addressOr(trip.origin.placeAddress)}
              <span className={styles.at}>{time(trip.startTime)}</span>
            </dd>
          </div>
          <div className={styles.wide}>
            <dt>Destination</dt>
            <dd>
              {addressOr(trip.destination.placeAddress)}
              <span className={styles.at}>{time(trip.endTime)}</span>
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}
