import { useMediaQuery } from '@/lib/use-media-query';
import { cx } from '@/lib/class-names';
import type { PricingCard } from '../pricing-content';
import styles from './card-strip.module.css';

/**
 * GAP-02: the pricing page turns mobile "under 768 px" (§2.5), while the site's layout breakpoint
 * is "768 px or less" (§2.1, §9). This rule follows the pricing wording, so at exactly 768 px the
 * cards are still a grid and the strip starts at 767 px. Keep in step with card-strip.module.css.
 */
export const PRICING_STRIP_MEDIA_QUERY = '(max-width: 767.98px)';

interface CardStripProps {
  label: string;
  cards: readonly PricingCard[];
  columns: 3 | 4;
}

/** A grid of cards that becomes a horizontally scrolling, snapping strip under 768 px. */
export function CardStrip({ label, cards, columns }: CardStripProps) {
  const isStrip = useMediaQuery(PRICING_STRIP_MEDIA_QUERY);
  return (
    <ul
      aria-label={label}
      // A scrolling strip of plain text must be reachable by keyboard to be scrolled (WCAG 2.1.1).
      tabIndex={isStrip ? 0 : undefined}
      data-strip={isStrip ? '' : undefined}
      className={cx(styles.cards, columns === 4 ? styles.four : styles.three)}
    >
      {cards.map(({ title, body, icon: Icon }) => (
        <li key={title} className={styles.card}>
          <span className={styles.icon} aria-hidden>
            <Icon size={22} strokeWidth={2} />
          </span>
          <h3 className={styles.title}>{title}</h3>
          <p className={styles.body}>{body}</p>
        </li>
      ))}
    </ul>
  );
}
