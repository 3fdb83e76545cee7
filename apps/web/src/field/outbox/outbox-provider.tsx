import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { env } from '@/config/env';
import { useConsoleSession } from '@/lib/console-session';
import { useOnline } from '../lib/use-online';
import {
  createSender,
  dismissFailed,
  enqueueAction,
  enqueuePoints,
  INITIAL_SYNC_STATUS,
  listFailed,
  openOutbox,
  syncStatusText,
  type FetchJson,
  type OutboxDb,
  type Sender,
} from '../sync';
import { OutboxContext, SyncViewContext, type Outbox, type QueuedCall } from './outbox-context';
import { createPhotoUploader } from './upload-photo';

interface Ready {
  db: OutboxDb;
  sender: Sender;
}

/** How often queued positions are sent while online (actions go at once). */
const POINTS_EVERY_MS = 15_000;

const noSubscription = () => () => undefined;

/** A promise and the function that settles it. */
function deferred<T>(): { promise: Promise<T>; settle: (value: T) => void } {
  let settle: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => (settle = resolve));
  return { promise, settle };
}
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
  const [current, setCurrent] = useState<Ready | null>(null);
  const userId = user?.id ?? 'unknown';
  // Settled once the database is open: what is queued before then (the first fix) waits for it.
  // A new person, a new outbox.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const ready = useMemo(() => deferred<Ready>(), [userId]);

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
    let pointsTimer: ReturnType<typeof setInterval> | undefined;
    const opening = openOutbox(`ronda-field-${userId}`).then((db) => {
      sender = createSender({
        db,
        fetchJson,
        uploadPhoto: createPhotoUploader(() => tokenRef.current),
        events: window,
        isOnline: () => navigator.onLine,
      });
      sender.start();
      pointsTimer = setInterval(() => void sender?.drain(), POINTS_EVERY_MS);
      const value = { db, sender };
      setCurrent(value);
      ready.settle(value);
      return value;
    });
    // Ask the browser not to evict the queue under storage pressure.
    void navigator.storage?.persist?.();
    return () => {
      clearInterval(pointsTimer);
      sender?.stop();
      void opening.then(({ db }) => db.close());
    };
  }, [userId, ready]);

  const status = useSyncExternalStore(
    current?.sender.subscribe ?? noSubscription,
    current?.sender.getStatus ?? idle,
  );

  const outbox = useMemo<Outbox>(() => {
    const after = async (work: (value: Ready) => Promise<unknown>, sendNow: boolean) => {
      const value = await ready.promise;
      await work(value);
      await value.sender.refresh();
      if (sendNow) void value.sender.drain();
    };
    return {
      queue: ({ photos = [], ...call }: QueuedCall) =>
        after(
          ({ db }) =>
            enqueueAction(
              db,
              { ...call, kind: call.kind === 'task-action' ? 'task-status' : call.kind },
              new Date(),
              photos,
            ),
          true,
        ),
      // Positions go in batches (POINTS_EVERY_MS below), not one request per fix.
      queuePoints: (points) => after(({ db }) => enqueuePoints(db, points), false),
      syncNow: () => void ready.promise.then(({ sender }) => sender.drain()),
      refused: async () => (await listFailed((await ready.promise).db)).reverse(),
      dismiss: (id) => after(({ db }) => dismissFailed(db, id), false),
    };
  }, [ready]);

  const online = useOnline();
  const view = useMemo(() => {
    const isOnline = online && status.state !== 'offline';
    return {
      sentence: syncStatusText(status, new Date(), { timeZone, online: isOnline }).sentence,
      waiting: status.pending,
      failed: status.failed,
      online: isOnline,
      syncedAt: status.lastSyncAt,
    };
  }, [status, timeZone, online]);

  return (
    <OutboxContext.Provider value={outbox}>
      <SyncViewContext.Provider value={view}>{children}</SyncViewContext.Provider>
    </OutboxContext.Provider>
  );
}
