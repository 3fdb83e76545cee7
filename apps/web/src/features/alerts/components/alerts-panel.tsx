import type { Alert } from '@ronda/shared';
import { useState } from 'react';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import { cx } from '@/lib/class-names';
import { useNow } from '@/lib/use-now';
import type { AlertListState } from '../api/alert-keys';
import { useAlerts } from '../api/list-alerts';
import { useReadAlerts } from '../api/read-alerts';
import { AlertItem } from './alert-item';
import { BrowserPushSwitch } from './browser-push-switch';
import styles from './alerts-panel.module.css';

export interface AlertsPanelProps {
  open: boolean;
  onClose: () => void;
  timeZone: string;
}

const STATES: readonly { id: AlertListState; label: string }[] = [
  { id: 'open', label: 'Open' },
  { id: 'all', label: 'All' },
];

/** The alerts in a dialog: the app's Modal, so focus, Escape, the backdrop and Back behave. */
export function AlertsPanel({ open, onClose, timeZone }: AlertsPanelProps) {
  return (
    <Modal open={open} title="Alerts" onClose={onClose} className={styles.panel}>
      <PanelBody onClose={onClose} timeZone={timeZone} />
    </Modal>
  );
}

// Mounted only while the dialog is open (Modal renders its children then): each opening asks
// for a fresh list, starting at Open.
function PanelBody({ onClose, timeZone }: Omit<AlertsPanelProps, 'open'>) {
  const [state, setState] = useState<AlertListState>('open');
  // The bell's own list polls when the stream is down; this one is asked for on each opening.
  const list = useAlerts(state, { live: true });
  const readOne = useReadAlerts();
  const readAll = useReadAlerts();
  const now = useNow(60_000);
  const unread = list.data?.unread ?? 0;

  const follow = (alert: Alert, navigates: boolean) => {
    if (!alert.read) readOne.mutate(alert.id);
    // A link closes the panel once the page has moved (alerts-bell.tsx); anything else, now.
    if (!navigates) onClose();
  };

  return (
    <div className={styles.body}>
      <BrowserPushSwitch />
      <div className={styles.toolbar}>
        <div role="group" aria-label="Which alerts" className={styles.states}>
          {STATES.map(({ id, label }) => (
            <button
              key={id}
              type="button"
              aria-pressed={state === id}
              className={cx(styles.state, state === id && styles.stateOn)}
              onClick={() => setState(id)}
            >
              {label}
            </button>
          ))}
        </div>
        <Button
          variant="ghost"
          busy={readAll.isPending}
          disabled={unread === 0}
          onClick={() => readAll.mutate(null)}
        >
          Mark all read
        </Button>
      </div>
      {readAll.isError && (
        <p role="alert" className={styles.error}>
          Could not mark the alerts read. Please try again.
        </p>
      )}
      {list.isPending ? (
        <p role="status" className={styles.note}>
          Loading alerts…
        </p>
      ) : list.isError ? (
        <p role="alert" className={styles.error}>
          Failed to load alerts{' '}
          <Button variant="ghost" onClick={() => void list.refetch()}>
            Try Again
          </Button>
        </p>
      ) : list.data.alerts.length === 0 ? (
        <p className={styles.note}>No alerts</p>
      ) : (
        <ul className={styles.list} aria-label={state === 'open' ? 'Open alerts' : 'All alerts'}>
          {list.data.alerts.map((alert) => (
            <AlertItem
              key={alert.id}
              alert={alert}
              now={now}
              timeZone={timeZone}
              onFollow={follow}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
