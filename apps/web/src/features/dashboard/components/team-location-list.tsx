import type { LatestLocation } from '@ronda/shared';
import { cx } from '@/lib/class-names';
import { LocationDetails } from './location-details';
import styles from './team-location-list.module.css';

interface TeamLocationListProps {
  locations: readonly LatestLocation[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  now: Date;
  timeZone: string;
}

/** Team Locations: one card per person, newest update first; a card selects them on the map. */
export function TeamLocationList({
  locations,
  selectedId,
  onSelect,
  now,
  timeZone,
}: TeamLocationListProps) {
  const ordered = [...locations].sort(
    (a, b) => Date.parse(b.lastUpdated ?? '') - Date.parse(a.lastUpdated ?? '') || 0,
  );
  return (
    <section className={styles.section} aria-labelledby="team-locations-title">
      <h3 id="team-locations-title" className={styles.title}>
        Team Locations
      </h3>
      <ul className={styles.list}>
        {ordered.map((record) => (
          <li key={record.employee.id}>
            <button
              type="button"
              className={cx(styles.card, record.employee.id === selectedId && styles.selected)}
              aria-pressed={record.employee.id === selectedId}
              onClick={() => onSelect(record.employee.id)}
            >
              <LocationDetails record={record} now={now} timeZone={timeZone} />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
