import type { TrackingKey } from '@ronda/shared';
import { LoadedKeyList } from './loaded-key-list';
import { useTrackingKeys } from './use-tracking-keys';
import styles from './tracking-setup.module.css';

/** Phones sending refused fixes first, then by name. */
const worstFirst = (a: TrackingKey, b: TrackingKey) =>
  b.refusedCount - a.refusedCount || a.userName.localeCompare(b.userName);

/**
 * For admins: every phone set up with Traccar Client in the company, with when each last sent
 * and the fixes the server refused, so a phone that sends nothing, or bad fixes, stands out
 * without opening each person's card (issue 19).
 */
export function CompanyPhones({ timeZone }: { timeZone: string }) {
  const tracking = useTrackingKeys(null);
  return (
    <section className={styles.card} aria-labelledby="company-phones-title">
      <h2 id="company-phones-title" className={styles.title}>
        Phones set up for tracking
      </h2>
      <p className={styles.muted}>
        Set up a person’s phone from their card, under Phone tracking (Traccar Client).
      </p>
      {tracking.problem ? (
        <p role="alert" className={styles.error}>
          {tracking.problem}
        </p>
      ) : null}
      <LoadedKeyList tracking={tracking} timeZone={timeZone} order={worstFirst} showOwner />
    </section>
  );
}
