import type { TrackingKey } from '@ronda/shared';
import { Button } from '@/components/button/button';
import { KeyList } from './key-list';
import type { useTrackingKeys } from './use-tracking-keys';
import styles from './tracking-setup.module.css';

interface LoadedKeyListProps {
  tracking: ReturnType<typeof useTrackingKeys>;
  timeZone: string;
  showOwner?: boolean;
  /** The order to show them in; as the server sends them (newest first) when left out. */
  order?: (a: TrackingKey, b: TrackingKey) => number;
}

/** The key list once loaded; until then a loading line, or the failure with Try again. */
export function LoadedKeyList({ tracking, timeZone, showOwner, order }: LoadedKeyListProps) {
  if (tracking.keys) {
    const keys = order ? [...tracking.keys].sort(order) : tracking.keys;
    return (
      <KeyList
        keys={keys}
        timeZone={timeZone}
        busy={tracking.busy}
        onRevoke={(id) => void tracking.revoke(id)}
        showOwner={showOwner}
      />
    );
  }
  if (tracking.loadProblem) {
    return (
      <p role="alert" className={styles.error}>
        {tracking.loadProblem}{' '}
        <Button variant="ghost" onClick={tracking.reload}>
          Try again
        </Button>
      </p>
    );
  }
  return (
    <p role="status" className={styles.muted}>
      Loading the phones…
    </p>
  );
}
