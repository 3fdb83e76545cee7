import { Menu, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { Logo } from '@/components/logo/logo';
import { StoreBadges } from '@/components/store-badges/store-badges';
import { cx } from '@/lib/class-names';
import { syncPopoverInvokers } from '@/lib/popover-invokers';
import { PUBLIC_NAV_ITEMS } from './public-nav-items';
import styles from './site-header.module.css';

const NAV_ID = 'site-navigation';

/**
 * Logged-out header. At 768 px or less the links fold behind the Menu button (CSS decides). The
 * menu is a native popover: it opens, closes on Escape or a tap outside, and hands focus back
 * with no script, so it works on a prerendered page before (or without) any JavaScript.
 */
export function SiteHeader() {
  const nav = useRef<HTMLElement>(null);

  useEffect(() => syncPopoverInvokers(), []);

  // Client-side navigation keeps the page: close the menu as a link is followed.
  const closeMenu = () => {
    const menu = nav.current;
    if (menu?.matches(':popover-open')) menu.hidePopover();
  };

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo />
        <button
          type="button"
          className={styles.menuButton}
          popoverTarget={NAV_ID}
          aria-expanded="false"
          aria-controls={NAV_ID}
        >
          <Menu size={20} aria-hidden="true" className={styles.openIcon} />
          <X size={20} aria-hidden="true" className={styles.closeIcon} />
          Menu
        </button>
        <nav ref={nav} id={NAV_ID} aria-label="Main" popover="auto" className={styles.nav}>
          <ul className={styles.links}>
            {PUBLIC_NAV_ITEMS.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  onClick={closeMenu}
                  className={({ isActive }) => cx(styles.link, isActive && styles.active)}
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <StoreBadges iconsOnTablet />
        </nav>
      </div>
    </header>
  );
}
