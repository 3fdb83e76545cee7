import { getSiteConfig } from '@/config/site-config';
import { cx } from '@/lib/class-names';
import { AppleIcon, PlayStoreIcon } from './store-icons';
import styles from './store-badges.module.css';

interface StoreBadgesProps {
  className?: string;
  /** Between tablet and desktop widths show the store marks only, so the header fits one line. */
  iconsOnTablet?: boolean;
}

/**
 * Links to the Android (Google Play) and iOS (App Store) apps, opening in a new tab; an app
 * without a store address (ANDROID_APP_URL, IOS_APP_URL) has no badge. The list stays even when
 * empty (CSS hides it), so the browser's render and a prerendered page the server emptied agree.
 * `data-store-badge` names a badge's app, so the server can take a prerendered one out
 * (@ronda/shared's fillStoreBadges).
 */
export function StoreBadges({ className, iconsOnTablet = false }: StoreBadgesProps) {
  const { androidAppUrl, iosAppUrl } = getSiteConfig();
  return (
    <ul className={cx(styles.badges, iconsOnTablet && styles.iconsOnTablet, className)}>
      {androidAppUrl && (
        <li data-store-badge="android">
          <a
            className={styles.badge}
            href={androidAppUrl}
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
      )}
      {iosAppUrl && (
        <li data-store-badge="ios">
          <a className={styles.badge} href={iosAppUrl} target="_blank" rel="noopener noreferrer">
            <AppleIcon />
            <span className={styles.text}>
              <span className={styles.caption}>Download on the</span>
              <span className={styles.store}>App Store</span>
              <span className="visually-hidden"> (iOS app, opens in a new tab)</span>
            </span>
          </a>
        </li>
      )}
    </ul>
  );
}
