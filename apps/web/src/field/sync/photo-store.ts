import { atomically, write } from './atomic-writes';
import type { OutboxDb } from './outbox-store';
import type { FailedItem, NewPhoto, StoredPhoto } from './types';

/**
 * What the phone keeps of photos waiting to send (issue 27): bounded, so a week offline cannot
 * fill the phone. The app says so when it is full, before anything is lost.
 */
export const PHOTO_STORE_MAX_BYTES = 50 * 1024 * 1024;
export const PHOTO_STORE_FULL_MESSAGE =
  'This phone’s room for photos waiting to send is full (50 MB). Send what is waiting first, or save without photos.';

export class PhotoStoreFullError extends Error {
  constructor() {
    super(PHOTO_STORE_FULL_MESSAGE);
    this.name = 'PhotoStoreFullError';
  }
}

/** Deletes an action's photos inside the caller's transaction (sent or refused: done with). */
export async function deletePhotosOf(
  photos: {
    index: (name: 'by-action') => { getAllKeys: (key: string) => Promise<string[]> };
    delete: (key: string) => Promise<void>;
  },
  actionClientId: string,
) {
  const keys = await photos.index('by-action').getAllKeys(actionClientId);
  await Promise.all(keys.map((key) => photos.delete(key)));
}

/** Adds an action's photos inside the caller's transaction, refusing all of them past the bound. */
export async function addPhotos(
  store: { getAll: () => Promise<StoredPhoto[]>; add: (p: StoredPhoto) => Promise<unknown> },
  actionClientId: string,
  photos: readonly NewPhoto[],
  now: Date,
): Promise<void> {
  if (photos.length === 0) return;
  const kept = (await store.getAll()).reduce((sum, p) => sum + p.size, 0);
  const adding = photos.reduce((sum, p) => sum + p.data.byteLength, 0);
  if (kept + adding > PHOTO_STORE_MAX_BYTES) throw new PhotoStoreFullError();
  await Promise.all(
    photos.map((photo, index) =>
      write(() =>
        store.add({
          ...photo,
          id: `${actionClientId}:${index}`,
          actionClientId,
          size: photo.data.byteLength,
          url: null,
          createdAt: now.toISOString(),
        }),
      ),
    ),
  );
}

export async function photosOf(db: OutboxDb, actionClientId: string): Promise<StoredPhoto[]> {
  const photos = await db.getAllFromIndex('photos', 'by-action', actionClientId);
  return photos.sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }));
}

export async function setPhotoUrl(db: OutboxDb, id: string, url: string): Promise<void> {
  const tx = db.transaction('photos', 'readwrite');
  await atomically(tx, async () => {
    const photo = await tx.store.get(id);
    if (photo) await tx.store.put({ ...photo, url });
  });
}

/** A photo the server will never take: it leaves the phone's store and is listed with its reason. */
export async function refusePhoto(
  db: OutboxDb,
  photo: StoredPhoto,
  refusal: { status: number; message: string },
  now = new Date(),
): Promise<void> {
  const tx = db.transaction(['photos', 'failed'], 'readwrite', { durability: 'strict' });
  await atomically(tx, async () => {
    const photos = tx.objectStore('photos');
    if ((await photos.getKey(photo.id)) === undefined) return;
    await photos.delete(photo.id);
    const item = {
      kind: 'photo',
      clientId: photo.actionClientId,
      method: 'PUT',
      path: '/api/upload/presigned-url',
      body: { name: photo.name, type: photo.type, size: photo.size },
      createdAt: photo.createdAt,
      failedAt: now.toISOString(),
      status: refusal.status,
      message: `Photo ${photo.name} was not accepted: ${refusal.message}`,
    };
    // `id` is left out for IndexedDB to assign.
    await tx.objectStore('failed').add(item as FailedItem);
  });
}

/** Puts the uploaded addresses into the body's list, after any it had already. */
export function withPhotoUrls(body: unknown, field: string, urls: readonly string[]): unknown {
  if (urls.length === 0 || typeof body !== 'object' || body === null) return body;
  const record = body as Record<string, unknown>;
  const before = Array.isArray(record[field]) ? (record[field] as unknown[]) : [];
  return { ...record, [field]: [...before, ...urls] };
}
