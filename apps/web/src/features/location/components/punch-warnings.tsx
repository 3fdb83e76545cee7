import type { PunchCheck } from '@ronda/shared';
import { TriangleAlert } from 'lucide-react';
import styles from './timeline.module.css';

/** Beyond the spec: a punch made outside every work site, or from a mock-location app. */
export function PunchWarnings({ check }: { check: PunchCheck | null }) {
  if (!check || (!check.outsideSite && !check.isMock)) return null;
  return (
    <span className={styles.warnings}>
      {check.outsideSite && (
        <span className={styles.warning}>
          <TriangleAlert size={14} aria-hidden />
          Outside work sites
        </span>
      )}
      {check.isMock && (
        <span className={styles.warning}>
          <TriangleAlert size={14} aria-hidden />
          Mock location
        </span>
      )}
    </span>
  );
}
