import { useEffect, useRef } from 'react';
import { cx } from '@/lib/class-names';
import { keepFocusableWhileScrolling } from '@/lib/focusable-scrollers';
import type { PricingCard } from '../pricing-content';
import styles from './card-strip.module.css';

interface CardStripProps {
  label: string;
  cards: readonly PricingCard[];
  columns: 3 | 4;
}

/**
 * A grid of cards that becomes a horizontally scrolling, snapping strip under 768 px (GAP-02: the
 * pricing page's "under 768 px", card-strip.module.css). While it scrolls it takes keyboard focus
 * (WCAG 2.1.1); on the prerendered page the page's island script does the same.
 */
export function CardStrip({ label, cards, columns }: CardStripProps) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => (list.current ? keepFocusableWhileScrolling(list.current) : undefined), []);
  return (
    <ul
      ref={list}
      aria-label={label}
      data-focusable-while-scrolling=""
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
