import { DEVICE_LOCATIONS_PATH, type DevicePointInput } from '@ronda/shared';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { atomically, write } from './atomic-writes';
import { addPhotos, deletePhotosOf } from './photo-store';
import type {
  FailedItem,
  MetaKey,
  NewAction,
  NewPhoto,
  QueuedAction,
  QueuedPoint,
  StoredPhoto,
} from './types';

export const OUTBOX_DB_NAME = 'ronda-field';
// 2: photos waiting with their action (issue 27).
const OUTBOX_DB_VERSION = 2;

interface OutboxSchema extends DBSchema {
  actions: { key: number; value: QueuedAction; indexes: { 'by-client-id': string } };
  points: { key: string; value: QueuedPoint; indexes: { 'by-queued-at': string } };
  failed: { key: number; value: FailedItem };
  meta: { key: MetaKey; value: string };
  photos: { key: string; value: StoredPhoto; indexes: { 'by-action': string } };
}

export type OutboxDb = IDBPDatabase<OutboxSchema>;

/** A refused point: the fix itself and why the server will never take it. */
export interface RejectedPoint {
  point: QueuedPoint;
  status: number;
  message: string;
}

/**
 * Writes that create or move queued data ask for strict durability: browsers may otherwise
 * report a write done before it reaches the disk, and a punch must survive a power cut too.
 */
const STRICT: IDBTransactionOptions = { durability: 'strict' };

export function openOutbox(name: string = OUTBOX_DB_NAME): Promise<OutboxDb> {
  return openDB<OutboxSchema>(name, OUTBOX_DB_VERSION, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        const actions = db.createObjectStore('actions', { keyPath: 'seq', autoIncrement: true });
        // Unique: queuing the same client id twice (a double tap, a retried enqueue) is one action.
        actions.createIndex('by-client-id', 'clientId', { unique: true });
        const points = db.createObjectStore('points', { keyPath: 'id' });
        // Oldest first, and in the same order every time so a halved batch starts where it did.
        points.createIndex('by-queued-at', 'queuedAt');
        db.createObjectStore('failed', { keyPath: 'id', autoIncrement: true });
        db.createObjectStore('meta');
      }
      if (oldVersion < 2) {
        const photos = db.createObjectStore('photos', { keyPath: 'id' });
        photos.createIndex('by-action', 'actionClientId');
      }
    },
    // A newer version of the app opened in another tab: let it upgrade rather than wait for ever
    // behind this one (the old tab's next write fails and is retried after its reload).
    blocking(_current, _blocked, event) {
      (event.target as IDBDatabase | null)?.close();
    },
  });
}

/**
 * Queues an action in one transaction; resolves with its `seq` once it is on disk, so the screen
 * may confirm the action only then. A client id already queued returns the existing `seq`.
 */
export async function enqueueAction(
  db: OutboxDb,
  action: NewAction,
  now = new Date(),
  photos: readonly NewPhoto[] = [],
): Promise<number> {
  const tx = db.transaction(['actions', 'photos'], 'readwrite', STRICT);
  const actions = tx.objectStore('actions');
  return atomically(tx, async () => {
    const existing = await actions.index('by-client-id').getKey(action.clientId);
    if (existing !== undefined) return existing;
    // With its photos or not at all: past the bound this throws and nothing is queued.
    await addPhotos(tx.objectStore('photos'), action.clientId, photos, now);
    const row = { ...action, createdAt: now.toISOString(), attempts: 0 };
    // `seq` is left out for IndexedDB to assign; the stored row always has it.
    return actions.add(row as QueuedAction);
  });
}

/** Queues fixes in one transaction; a point id already queued is simply replaced. */
export async function enqueuePoints(
  db: OutboxDb,
  points: readonly DevicePointInput[],
  now = new Date(),
): Promise<void> {
  const tx = db.transaction('points', 'readwrite', STRICT);
  const queuedAt = now.toISOString();
  await atomically(tx, () =>
    Promise.all(points.map((p) => write(() => tx.store.put({ ...p, queuedAt })))),
  );
}

/** Both counts from one transaction, so they describe the same moment. */
export async function pendingCounts(db: OutboxDb): Promise<{ actions: number; points: number }> {
  const tx = db.transaction(['actions', 'points'], 'readonly');
  const [actions, points] = await Promise.all([
    tx.objectStore('actions').count(),
    tx.objectStore('points').count(),
  ]);
  await tx.done;
  return { actions, points };
}

/** The action with the lowest `seq`: the only one the sender may send next. */
export async function oldestAction(db: OutboxDb): Promise<QueuedAction | undefined> {
  const [first] = await db.getAll('actions', undefined, 1);
  return first;
}

/** A sent action leaves the queue with its photos, which are on the server now. */
export async function removeAction(db: OutboxDb, seq: number): Promise<void> {
  const tx = db.transaction(['actions', 'photos'], 'readwrite');
  await atomically(tx, async () => {
    const action = await tx.objectStore('actions').get(seq);
    if (!action) return;
    await tx.objectStore('actions').delete(seq);
    await deletePhotosOf(tx.objectStore('photos'), action.clientId);
  });
}

/** Keeps the reason of a send that will be retried, for the person and for support. */
export async function noteAttempt(db: OutboxDb, seq: number, lastError: string): Promise<void> {
  const tx = db.transaction('actions', 'readwrite');
  await atomically(tx, async () => {
    const action = await tx.store.get(seq);
    // Settled meanwhile by another tab: nothing to note.
    if (action) await tx.store.put({ ...action, attempts: action.attempts + 1, lastError });
  });
}

/** Moves a refused action to `failed` in one transaction: it is in exactly one of the two. */
export async function markFailed(
  db: OutboxDb,
  action: QueuedAction,
  refusal: { status: number; message: string },
  now = new Date(),
): Promise<void> {
  const tx = db.transaction(['actions', 'failed', 'photos'], 'readwrite', STRICT);
  const { seq, kind, clientId, method, path, body, createdAt } = action;
  const item = { kind, clientId, method, path, body, createdAt, ...refusal };
  await atomically(tx, async () => {
    const actions = tx.objectStore('actions');
    // Already settled by another tab's sender: recording it again would invent a failure.
    if ((await actions.getKey(seq)) === undefined) return;
    await actions.delete(seq);
    // The refused item keeps the addresses of photos already uploaded; the files themselves go.
    await deletePhotosOf(tx.objectStore('photos'), clientId);
    // `id` is left out for IndexedDB to assign.
    await tx.objectStore('failed').add({ ...item, failedAt: now.toISOString() } as FailedItem);
  });
}

/** Up to `max` points, oldest queued first. */
export async function takePointBatch(db: OutboxDb, max: number): Promise<QueuedPoint[]> {
  return db.getAllFromIndex('points', 'by-queued-at', undefined, max);
}

/**
 * Removes points the server answered for, and moves the ones it refused to `failed`, in one
 * transaction. `rejected` points must be among `ids`.
 */
export async function removePoints(
  db: OutboxDb,
  ids: readonly string[],
  rejected: readonly RejectedPoint[] = [],
  now = new Date(),
): Promise<void> {
  const tx = db.transaction(['points', 'failed'], 'readwrite', STRICT);
  const points = tx.objectStore('points');
  const failed = tx.objectStore('failed');
  const failedAt = now.toISOString();
  const path = DEVICE_LOCATIONS_PATH;
  await atomically(tx, async () => {
    // A point another tab's sender already settled is not recorded as failed a second time.
    const present = await Promise.all(rejected.map(({ point }) => points.getKey(point.id)));
    const refused = rejected.filter((_, i) => present[i] !== undefined);
    await Promise.all([
      ...ids.map((id) => write(() => points.delete(id))),
      ...refused.map(({ point, status, message }) => {
        const { queuedAt, ...body } = point;
        const item = { kind: 'point', clientId: point.id, method: 'POST', path, body };
        // `id` is left out for IndexedDB to assign.
        const row = { ...item, createdAt: queuedAt, failedAt, status, message };
        return write(() => failed.add(row as FailedItem));
      }),
    ]);
  });
}

export async function listFailed(db: OutboxDb): Promise<FailedItem[]> {
  return db.getAll('failed');
}

export async function failedCount(db: OutboxDb): Promise<number> {
  return db.count('failed');
}

/** The person has seen a refusal and lets it go. */
export async function dismissFailed(db: OutboxDb, id: number): Promise<void> {
  await db.delete('failed', id);
}

export async function getMeta(db: OutboxDb, key: MetaKey): Promise<string | undefined> {
  return db.get('meta', key);
}

export async function setMeta(db: OutboxDb, key: MetaKey, value: string): Promise<void> {
  await db.put('meta', value, key);
}
