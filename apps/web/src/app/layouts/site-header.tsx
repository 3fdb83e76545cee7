import { Menu, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { Logo } from '@/components/logo/logo';
import { StoreBadges } from '@/components/store-badges/store-badges';
import { cx } from '@/lib/class-names';
import { PUBLIC_NAV_ITEMS } from './public-nav-items';
import styles from './site-header.module.css';

const NAV_ID = 'site-navigation';

/** Logged-out header. At 768 px or less the links fold behind the Menu button (CSS decides). */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  const closeMenu = () => setMenuOpen(false);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo />
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls={NAV_ID}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X size={20} aria-hidden="true" /> : <Menu size={20} aria-hidden="true" />}
          Menu
        </button>
        <nav id={NAV_ID} aria-label="Main" className={cx(styles.nav, menuOpen && styles.navOpen)}>
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
