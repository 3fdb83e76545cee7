import { LogOut, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import type { Ref } from 'react';
import { NavLink } from 'react-router';
import { Logo } from '@/components/logo/logo';
import { paths } from '@/config/paths';
import { cx } from '@/lib/class-names';
import { CONSOLE_NAV_ITEMS } from './console-nav-items';
import { SessionSummary } from './session-summary';
import styles from './console-sidebar.module.css';

export const CONSOLE_SIDEBAR_ID = 'console-sidebar';

interface ConsoleSidebarProps {
  mode: 'desktop' | 'drawer';
  /** Desktop only: icons without labels. */
  collapsed: boolean;
  /** Drawer only: slid in. */
  open: boolean;
  onToggleCollapsed: () => void;
  onCloseDrawer: () => void;
  onNavigate: () => void;
  onLogout: () => void;
  closeButtonRef: Ref<HTMLButtonElement>;
}

export function ConsoleSidebar({
  mode,
  collapsed: collapsedWanted,
  open,
  onToggleCollapsed,
  onCloseDrawer,
  onNavigate,
  onLogout,
  closeButtonRef,
}: ConsoleSidebarProps) {
  const collapsed = mode === 'desktop' && collapsedWanted;
  const labelClass = collapsed ? 'visually-hidden' : styles.label;

  return (
    <aside
      id={CONSOLE_SIDEBAR_ID}
      aria-label="Sidebar"
      className={cx(
        styles.sidebar,
        mode === 'drawer' ? styles.drawer : styles.docked,
        collapsed && styles.collapsed,
        mode === 'drawer' && open && styles.drawerOpen,
      )}
      data-state={
        mode === 'drawer' ? (open ? 'open' : 'closed') : collapsed ? 'collapsed' : 'expanded'
      }
    >
      <div className={styles.head}>
        <Logo to={paths.dashboard} compact={collapsed} />
        {mode === 'drawer' ? (
          <button
            ref={closeButtonRef}
            type="button"
            className={styles.iconButton}
            aria-label="Close menu"
            onClick={onCloseDrawer}
          >
            <X size={20} aria-hidden="true" />
          </button>
        ) : (
          <button
            type="button"
            className={styles.iconButton}
            aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
            aria-expanded={!collapsed}
            aria-controls={CONSOLE_SIDEBAR_ID}
            onClick={onToggleCollapsed}
          >
            {collapsed ? (
              <PanelLeftOpen size={20} aria-hidden="true" />
            ) : (
              <PanelLeftClose size={20} aria-hidden="true" />
            )}
          </button>
        )}
      </div>
      <nav aria-label="Console" className={styles.nav}>
        <ul className={styles.items}>
          {CONSOLE_NAV_ITEMS.map(({ label, to, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                title={collapsed ? label : undefined}
                onClick={onNavigate}
                className={({ isActive }) => cx(styles.item, isActive && styles.active)}
              >
                <Icon size={20} aria-hidden="true" />
                <span className={labelClass}>{label}</span>
              </NavLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              title={collapsed ? 'Logout' : undefined}
              className={styles.item}
              onClick={onLogout}
            >
              <LogOut size={20} aria-hidden="true" />
              <span className={labelClass}>Logout</span>
            </button>
          </li>
        </ul>
      </nav>
      {!collapsed && <SessionSummary />}
    </aside>
  );
}
