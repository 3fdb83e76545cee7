import { Bell, BellOff } from 'lucide-react';
import { useWebPush } from '@/lib/push/use-web-push';
import { FIELD_PUSH_WORKER } from '@/lib/push/web-push';
import styles from './task-push-card.module.css';

export const TASK_PUSH_TEXTS = {
  offText: 'Get a notification on this phone when a task is given to you.',
  turnOn: 'Notify me of new tasks',
  onText: 'Notifications are on: this phone tells you about new tasks.',
  turnOff: 'Turn off',
  blocked:
    'Notifications for Ronda are blocked in this browser. To allow them, tap the icon beside the address (or, for the installed app, open your phone’s Settings › Apps › Ronda), set Notifications to Allow, then come back here.',
  unsupported:
    'This browser cannot show notifications from Ronda. On an iPhone, add Ronda to the Home Screen (Share › Add to Home Screen) and open it from there.',
  failedOn: 'Could not turn on notifications. Check your connection and try again.',
  failedOff: 'Could not turn off notifications. Please try again.',
} as const;
const T = TASK_PUSH_TEXTS;

/**
 * "Notify me of new tasks" at the top of My tasks (issue 30): the browser's permission prompt
 * shows only after the tap, never on opening the app.
 */
export function TaskPushCard({ userId }: { userId: string }) {
  const push = useWebPush(FIELD_PUSH_WORKER, userId);
  if (push.state === null) return null;
  const on = push.state === 'on';
  return (
    <section className={styles.card} aria-label="Notifications">
      {on ? <Bell size={20} aria-hidden="true" /> : <BellOff size={20} aria-hidden="true" />}
      <div className={styles.body}>
        {push.state === 'blocked' ? (
          <p className={styles.text}>{T.blocked}</p>
        ) : push.state === 'unsupported' ? (
          <p className={styles.text}>{T.unsupported}</p>
        ) : (
          <>
            <p className={styles.text}>{on ? T.onText : T.offText}</p>
            <button
              type="button"
              className={on ? styles.secondary : styles.primary}
              disabled={push.busy}
              aria-busy={push.busy || undefined}
              onClick={on ? push.turnOff : push.turnOn}
            >
              {on ? T.turnOff : T.turnOn}
            </button>
          </>
        )}
        {push.failed && (
          <p role="alert" className={styles.error}>
            {push.failed === 'on' ? T.failedOn : T.failedOff}
          </p>
        )}
      </div>
    </section>
  );
}
