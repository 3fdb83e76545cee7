import { storeLinks } from '@/config/store-links';
import { AppleIcon, PlayStoreIcon } from './store-icons';
import { cx } from '@/lib/class-names';
import styles from './store-badges.module.css';

interface StoreBadgesProps {
  className?: string;
  /** Between tablet and desktop widths show the store marks only, so the header fits one line. */
  iconsOnTablet?: boolean;
}

/** Links to the Android (Google Play) and iOS (App Store) apps; they open in a new tab. */
export function StoreBadges({ className, iconsOnTablet = false }: StoreBadgesProps) {
  return (
    <ul className={cx(styles.badges, iconsOnTablet && styles.iconsOnTablet, className)}>
      <li>
        <a
          className={styles.badge}
          href={storeLinks.android}
          target="_blank"
          rel="noopener noreferrer"
        >
          <PlayStoreIcon />
          <span className={styles.text}>
            <span className={styles.caption}>Get it on</span>
            <span className={styles.store}>Google Play</span>
            <span className="visually-hidden"> (Android app, opens in a new tab)</span>
          </span>
        </a>
      </li>
      <li>
        <a className={styles.badge} href={storeLinks.ios} target="_blank" rel="noopener noreferrer">
          <AppleIcon />
          <span className={styles.text}>
            <span className={styles.caption}>Download on the</span>
            <span className={styles.store}>App Store</span>
            <span className="visually-hidden"> (iOS app, opens in a new tab)</span>
          </span>
        </a>
      </li>
    </ul>
  );
}
