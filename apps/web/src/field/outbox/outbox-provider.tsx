import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { env } from '@/config/env';
import { useConsoleSession } from '@/lib/console-session';
import {
  createSender,
  enqueueAction,
  enqueuePoints,
  INITIAL_SYNC_STATUS,
  openOutbox,
  syncStatusText,
  type FetchJson,
  type OutboxDb,
  type Sender,
} from '../sync';
import { OutboxContext, SyncViewContext, type Outbox, type QueuedCall } from './outbox-context';

interface Ready {
  db: OutboxDb;
  sender: Sender;
}

const noSubscription = () => () => undefined;

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};
const browserOnline = () => navigator.onLine;
const idle = () => INITIAL_SYNC_STATUS;

/**
 * One outbox per person (its own IndexedDB database), so what one person did offline is never
 * sent with someone else's sign-in on a shared phone. The sender reads the current token each time.
 */
export function OutboxProvider({ token, children }: { token: string; children: ReactNode }) {
  const { user, timeZone } = useConsoleSession();
  const tokenRef = useRef(token);
  useEffect(() => {
    tokenRef.current = token;
  }, [token]);
  const [ready, setReady] = useState<Promise<Ready> | null>(null);
  const [current, setCurrent] = useState<Ready | null>(null);
  const userId = user?.id ?? 'unknown';

  useEffect(() => {
    const fetchJson: FetchJson = async (request, signal) => {
      const response = await fetch(`${env.apiBaseUrl}${request.path}`, {
        method: request.method,
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${tokenRef.current}`,
        },
        body: JSON.stringify(request.body),
        signal,
      });
      const text = await response.text();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = undefined;
      }
      return { status: response.status, body };
    };
    let sender: Sender | undefined;
    const opening = openOutbox(`ronda-field-${userId}`).then((db) => {
      sender = createSender({ db, fetchJson, events: window, isOnline: () => navigator.onLine });
      sender.start();
      const value = { db, sender };
      setCurrent(value);
      return value;
    });
    setReady(opening);
    // Ask the browser not to evict the queue under storage pressure.
    void navigator.storage?.persist?.();
    return () => {
      sender?.stop();
      void opening.then(({ db }) => db.close());
    };
  }, [userId]);

  const status = useSyncExternalStore(
    current?.sender.subscribe ?? noSubscription,
    current?.sender.getStatus ?? idle,
  );

  const outbox = useMemo<Outbox>(() => {
    const after = async (work: (value: Ready) => Promise<unknown>) => {
      if (!ready) throw new Error('The outbox is not open yet');
      const value = await ready;
      await work(value);
      await value.sender.refresh();
      void value.sender.drain();
    };
    return {
      queue: (call: QueuedCall) =>
        after(({ db }) =>
          enqueueAction(db, {
            ...call,
            kind: call.kind === 'task-action' ? 'task-status' : call.kind,
          }),
        ),
      queuePoints: (points) => after(({ db }) => enqueuePoints(db, points)),
      syncNow: () => void ready?.then(({ sender }) => sender.drain()),
    };
  }, [ready]);

  const online = useSyncExternalStore(subscribeOnline, browserOnline);
  const view = useMemo(() => {
    const text = syncStatusText(status, new Date(), timeZone);
    return {
      text: text.summary,
      lastSync: text.lastSync,
      waiting: status.pending,
      failed: status.failed,
      online: online && status.state !== 'offline',
    };
  }, [status, timeZone, online]);

  return (
    <OutboxContext.Provider value={outbox}>
      <SyncViewContext.Provider value={view}>{children}</SyncViewContext.Provider>
    </OutboxContext.Provider>
  );
}
