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
  const badges = [
    {
      app: 'android',
      url: androidAppUrl,
      Icon: PlayStoreIcon,
      caption: 'Get it on',
      store: 'Google Play',
      platform: 'Android',
    },
    {
      app: 'ios',
      url: iosAppUrl,
      Icon: AppleIcon,
      caption: 'Download on the',
      store: 'App Store',
      platform: 'iOS',
    },
  ] as const;
  return (
    <ul className={cx(styles.badges, iconsOnTablet && styles.iconsOnTablet, className)}>
      {badges.map(({ app, url, Icon, caption, store, platform }) =>
        url ? (
          <li key={app} data-store-badge={app}>
            <a className={styles.badge} href={url} target="_blank" rel="noopener noreferrer">
              <Icon />
              <span className={styles.text}>
                <span className={styles.caption}>{caption}</span>
                <span className={styles.store}>{store}</span>
                <span className="visually-hidden">{` (${platform} app, opens in a new tab)`}</span>
              </span>
            </a>
          </li>
        ) : null,
      )}
    </ul>
  );
}
