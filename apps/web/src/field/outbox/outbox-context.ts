import { createContext, useContext } from 'react';
import type { DevicePointInput } from '@ronda/shared';
import type { NewPhoto } from '../sync';

/** What the screens queue: one call to the server, sent in order when the network allows. */
export interface QueuedCall {
  /** What it is, for the queue's list and for deciding which answers mean "already done". */
  kind: 'punch-in' | 'punch-out' | 'break-start' | 'break-end' | 'work-log' | 'task-action';
  method: 'POST' | 'PUT';
  path: string;
  body: unknown;
  /** The id the server de-duplicates by (the body's `id` for device calls). */
  clientId: string;
  /** Photos kept with the call until sent (issue 27); uploaded first, into `photoField`. */
  photos?: NewPhoto[];
  photoField?: 'employeeImages';
}

export interface SyncView {
  /** One sentence: 'All sent · last 2:16 pm', '3 waiting · offline' (sync-status.ts). */
  sentence: string;
  waiting: number;
  failed: number;
  online: boolean;
  /** ISO time of the last send the server took: changes with every sync, for refetching. */
  syncedAt: string | null;
}

export interface Outbox {
  /** Writes the call to IndexedDB first; resolves once it is safely stored. */
  queue(call: QueuedCall): Promise<void>;
  queuePoints(points: DevicePointInput[]): Promise<void>;
  /** Tries to send now (after a sign-in, or when the person taps the status). */
  syncNow(): void;
  /** What the server refused for good, with its message, so nothing disappears unseen. */
  refused(): Promise<RefusedItem[]>;
  dismiss(id: number): Promise<void>;
}

export interface RefusedItem {
  id: number;
  kind: string;
  message: string;
  failedAt: string;
}

export const OutboxContext = createContext<Outbox | null>(null);

const UNKNOWN_SYNC: SyncView = {
  sentence: 'All sent',
  waiting: 0,
  failed: 0,
  online: true,
  syncedAt: null,
};

export const SyncViewContext = createContext<SyncView>(UNKNOWN_SYNC);

export function useSyncView(): SyncView {
  return useContext(SyncViewContext);
}

export function useOutbox(): Outbox {
  const outbox = useContext(OutboxContext);
  if (!outbox) throw new Error('useOutbox needs an OutboxProvider above it');
  return outbox;
}
