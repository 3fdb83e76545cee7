import { progressColour } from '../lib/task-rules';
import styles from './progress-bar.module.css';

/** completionPercentage (0–100) in the §9 colour bands. */
export function ProgressBar({ percent }: { percent: number }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  const colour = progressColour(value / 100);
  return (
    <div
      className={styles.track}
      role="progressbar"
      aria-label="Completion"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      data-colour={colour}
    >
      <div className={`${styles.fill} ${styles[colour]}`} style={{ width: `${value}%` }} />
    </div>
  );
}
