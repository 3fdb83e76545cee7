import { Menu } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { Logo } from '@/components/logo/logo';
import { paths } from '@/config/paths';
import { AlertsBell } from '@/features/alerts/alerts-bell';
import { useIsMobile } from '@/lib/use-is-mobile';
import { useLogout } from '../use-logout';
import { CONSOLE_SIDEBAR_ID, ConsoleSidebar } from './console-sidebar';
import styles from './console-layout.module.css';

/** Signed-in layout: a docked, collapsible sidebar on desktop; a drawer behind a top bar on mobile. */
export function ConsoleLayout() {
  const isMobile = useIsMobile();
  const logout = useLogout();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // A drawer left open at phone width must not pop open again after a trip through desktop width.
  const [drawerMode, setDrawerMode] = useState(isMobile);
  if (drawerMode !== isMobile) {
    setDrawerMode(isMobile);
    setDrawerOpen(false);
  }
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const drawerVisible = isMobile && drawerOpen;

  const closeDrawer = (restoreFocus: boolean) => {
    returnFocus.current = restoreFocus;
    setDrawerOpen(false);
  };

  useEffect(() => {
    if (!drawerVisible) {
      // The menu button is inert while the drawer is open, so focus can go back only afterwards.
      if (returnFocus.current) menuButton.current?.focus();
      returnFocus.current = false;
      return;
    }
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      returnFocus.current = true;
      setDrawerOpen(false);
    };
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = overflow;
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [drawerVisible]);

  return (
    <div className={isMobile ? styles.mobile : styles.desktop}>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {isMobile && (
        <header className={styles.topBar} inert={drawerVisible}>
          <button
            ref={menuButton}
            type="button"
            className={styles.menuButton}
            aria-expanded={drawerOpen}
            aria-controls={CONSOLE_SIDEBAR_ID}
            onClick={() => setDrawerOpen(true)}
          >
            <Menu size={20} aria-hidden="true" />
            Menu
          </button>
          <Logo to={paths.dashboard} />
          <AlertsBell placement="top-bar" />
        </header>
      )}
      <ConsoleSidebar
        mode={isMobile ? 'drawer' : 'desktop'}
        collapsed={collapsed}
        open={drawerOpen}
        onToggleCollapsed={() => setCollapsed((value) => !value)}
        onCloseDrawer={() => closeDrawer(true)}
        onNavigate={() => closeDrawer(false)}
        onLogout={() => void logout()}
        closeButtonRef={closeButton}
      />
      {drawerVisible && (
        <div
          className={styles.backdrop}
          data-testid="drawer-backdrop"
          aria-hidden="true"
          onClick={() => closeDrawer(true)}
        />
      )}
      <main id="main" tabIndex={-1} className={styles.main} inert={drawerVisible}>
        {!isMobile && <AlertsBell placement="page" />}
        <Outlet />
      </main>
    </div>
  );
}
