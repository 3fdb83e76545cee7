import type { TrackingKey } from '@ronda/shared';
import { Button } from '@/components/button/button';
import { keyLines } from './key-texts';
import styles from './tracking-setup.module.css';

interface KeyListProps {
  keys: readonly TrackingKey[];
  timeZone: string;
  busy: string | null;
  onRevoke: (id: string) => void;
  /** The company's list: each key says whose it is. */
  showOwner?: boolean;
}

/** The live keys: one per phone set up, with Revoke for a lost or replaced phone. */
export function KeyList({ keys, timeZone, busy, onRevoke, showOwner = false }: KeyListProps) {
  if (keys.length === 0) return <p className={styles.muted}>No phone is set up yet.</p>;
  const now = new Date();
  return (
    <ul className={styles.keys} aria-label="Tracking keys">
      {keys.map((key) => {
        const lines = keyLines(key, now, timeZone);
        return (
          <li key={key.id} className={styles.key}>
            <div>
              {showOwner ? <p className={styles.owner}>{key.userName}</p> : null}
              <p className={styles.keyName}>Key {key.hint}</p>
              <p className={styles.muted}>
                {lines.made} · {lines.sent}
              </p>
              {lines.refused ? <p className={styles.warning}>{lines.refused}</p> : null}
            </div>
            <Button
              variant="ghost"
              busy={busy === key.id}
              aria-label={`Revoke key ${key.hint}${showOwner ? ` of ${key.userName}` : ''}`}
              onClick={() => {
                if (
                  window.confirm(
                    `Revoke key ${key.hint}? The phone using it stops sending positions at once.`,
                  )
                )
                  onRevoke(key.id);
              }}
            >
              Revoke
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
