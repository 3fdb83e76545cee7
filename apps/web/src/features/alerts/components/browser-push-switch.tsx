import { roleOf } from '@ronda/shared';
import { useEffect } from 'react';
import { useConsoleSession } from '@/lib/console-session';
import { useWebPush } from '@/lib/push/use-web-push';
import { refreshPush, type PushWorker } from '@/lib/push/web-push';
import { PushedRules } from './pushed-rules';
import styles from './browser-push-switch.module.css';

/**
 * The console's worker (public/console-sw.js): push and notificationclick only. Scope `/` does
 * not take the field app's pages: its worker's scope, `/field`, is the longer match there.
 */
export const CONSOLE_PUSH_WORKER: PushWorker = { scope: '/', script: '/console-sw.js' };

export const BROWSER_PUSH_TEXTS = {
  label: 'Notify me on this browser',
  hint: 'A notification for each new alert, even when this tab is in the background.',
  blocked:
    'Notifications are blocked for this site. To allow them, click the icon beside the address, set Notifications to Allow, then come back here.',
  unsupported: 'This browser cannot show notifications.',
  failedOn: 'Could not turn on notifications. Please try again.',
  failedOff: 'Could not turn off notifications. Please try again.',
} as const;
const T = BROWSER_PUSH_TEXTS;

/** Admins and supervisors get alerts; employees get tasks, in the field app. */
function useAlertsViewer() {
  const { user } = useConsoleSession();
  return user && roleOf(user) !== 'employee' ? user : null;
}

/** Issue 30: alerts as browser notifications, turned on here (the prompt only after a click). */
export function BrowserPushSwitch() {
  const viewer = useAlertsViewer();
  return viewer ? <PushSwitch userId={viewer.id} /> : null;
}

function PushSwitch({ userId }: { userId: string }) {
  const push = useWebPush(CONSOLE_PUSH_WORKER, userId);
  if (push.state === null) return null;
  if (push.state === 'unsupported') return <p className={styles.note}>{T.unsupported}</p>;
  const on = push.state === 'on';
  return (
    <div className={styles.row}>
      <button
        type="button"
        role="switch"
        aria-checked={on}
        aria-describedby="browser-push-hint"
        className={styles.switch}
        disabled={push.busy || push.state === 'blocked'}
        aria-busy={push.busy || undefined}
        onClick={on ? push.turnOff : push.turnOn}
      >
        <span className={styles.track} aria-hidden="true">
          <span className={styles.thumb} />
        </span>
        {T.label}
      </button>
      <p id="browser-push-hint" className={styles.note}>
        {push.state === 'blocked' ? T.blocked : T.hint}
      </p>
      {push.failed && (
        <p role="alert" className={styles.error}>
          {push.failed === 'on' ? T.failedOn : T.failedOff}
        </p>
      )}
      {on && <PushedRules />}
    </div>
  );
}

let refreshedFor: string | null = null;

/**
 * Once a page load, for whoever is signed in: the server gets this browser's subscription again,
 * or one left by someone whose session here ended is turned off (web-push.ts refreshPush).
 */
export function useBrowserPushRefresh() {
  const userId = useConsoleSession().user?.id;
  useEffect(() => {
    if (!userId || refreshedFor === userId) return;
    refreshedFor = userId;
    refreshPush(CONSOLE_PUSH_WORKER, userId).catch(() => undefined);
  }, [userId]);
}
