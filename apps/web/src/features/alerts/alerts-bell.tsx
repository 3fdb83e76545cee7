import { ALERT_KIND_NAMES, type Alert } from '@ronda/shared';
import { Bell } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useConsoleSession } from '@/lib/console-session';
import { useAlerts } from './api/list-alerts';
import { AlertsPanel } from './components/alerts-panel';
import { useBrowserPushRefresh } from './components/browser-push-switch';
import { useAlertStream } from './hooks/use-alert-stream';
import styles from './alerts-bell.module.css';

export interface AlertsBellProps {
  /** In the phone's top bar, or above the page's title on a desktop (no bar there). */
  placement: 'top-bar' | 'page';
}

const MAX_SHOWN = 99;

/**
 * Issue 30: the bell with the unread count, on every console page, and its panel of alerts.
 * Mounted by the console layout, so the count and its live stream last across pages.
 */
export function AlertsBell({ placement }: AlertsBellProps) {
  const { company, timeZone } = useConsoleSession();
  const [announced, setAnnounced] = useState('');
  const live = useAlertStream(company?.id ?? '', (alert: Alert) =>
    setAnnounced(`New alert: ${ALERT_KIND_NAMES[alert.kind]}. ${alert.message}`),
  );
  const unread = useAlerts('open', { live }).data?.unread;
  useBrowserPushRefresh();

  // The panel belongs to the address it was opened at: following an alert's link (or any other
  // navigation) closes it, after the router has moved, so the dialog's history entry is replaced
  // rather than popped under a navigation still loading its page.
  const { key } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === key;

  return (
    <div className={placement === 'page' ? styles.pageRow : styles.topBar}>
      <button
        type="button"
        className={styles.bell}
        aria-label={unread === undefined ? 'Alerts' : `Alerts, ${unread} unread`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpenAt(key)}
      >
        <Bell size={22} aria-hidden="true" />
        {unread !== undefined && unread > 0 && (
          <span className={styles.badge} aria-hidden="true" data-testid="alerts-badge">
            {unread > MAX_SHOWN ? `${MAX_SHOWN}+` : unread}
          </span>
        )}
      </button>
      <span role="status" className="visually-hidden">
        {announced}
      </span>
      <AlertsPanel open={open} onClose={() => setOpenAt(null)} timeZone={timeZone} />
    </div>
  );
}
