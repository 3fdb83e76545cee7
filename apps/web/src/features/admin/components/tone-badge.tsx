import { cx } from '@/lib/class-names';
import type { Tone } from '../lib/tones';
import styles from './tone-badge.module.css';

/** A state or status as a coloured pill; the text says it too, colour is never the only cue. */
export function ToneBadge({ tone, children }: { tone: Tone; children: string }) {
  return (
    <span className={cx(styles.badge, styles[tone])} data-tone={tone}>
      {children}
    </span>
  );
}
