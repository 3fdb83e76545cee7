import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { workLogAction } from './outbox-actions';
import { enqueueAction, listFailed, pendingCounts } from './outbox-store';
import { PHOTO_STORE_MAX_BYTES, PhotoStoreFullError, photosOf } from './photo-store';
import { setupSender } from './test-sender-setup';
import type { PhotoUploadOutcome, StoredPhoto } from './types';

const photo = (name: string, bytes = 1000) => ({
  name,
  type: 'image/jpeg',
  data: new Uint8Array(bytes).buffer,
});
const logWithPhotos = (id: string) => ({
  ...workLogAction({ id, timestamp: '2026-03-02T11:00:00+05:30', description: 'Fixed the pump' }),
  photoField: 'employeeImages' as const,
});

/** An upload stand-in: answers each photo in turn with the outcome the test lines up. */
function uploads(plan: Array<PhotoUploadOutcome['kind']>) {
  const seen: string[] = [];
  const upload = async (p: StoredPhoto): Promise<PhotoUploadOutcome> => {
    seen.push(p.name);
    const kind = plan.shift() ?? 'uploaded';
    if (kind === 'uploaded') return { kind, url: `https://files.example/${p.name}` };
    if (kind === 'refused') return { kind, status: 400, message: 'File too large' };
    if (kind === 'unauthorized') return { kind, message: 'Signed out' };
    return { kind: 'retry', reason: 'network' };
  };
  return { seen, upload };
}

describe('sender: photos taken offline go with their action (issue 27)', () => {
  it('uploads the photos first, sends the action with their addresses once, then forgets them', async () => {
    const { seen, upload } = uploads([]);
    const { db, server, sender } = await setupSender({ uploadPhoto: upload });
    await enqueueAction(db, logWithPhotos('wl-1'), new Date(), [photo('a.jpg'), photo('b.jpg')]);
    expect(await photosOf(db, 'wl-1')).toHaveLength(2);

    await sender.drain();

    expect(seen).toEqual(['a.jpg', 'b.jpg']);
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]?.body).toMatchObject({
      id: 'wl-1',
      employeeImages: ['https://files.example/a.jpg', 'https://files.example/b.jpg'],
    });
    expect(await photosOf(db, 'wl-1')).toEqual([]);
    expect(await pendingCounts(db)).toEqual({ actions: 0, points: 0 });
  });

  it('a retry after the first photo went up does not upload it again', async () => {
    const { seen, upload } = uploads(['uploaded', 'retry']);
    const { db, server, timers, sender } = await setupSender({ uploadPhoto: upload });
    await enqueueAction(db, logWithPhotos('wl-2'), new Date(), [photo('a.jpg'), photo('b.jpg')]);

    await sender.drain();
    expect(server.calls).toHaveLength(0);
    expect((await photosOf(db, 'wl-2')).map((p) => p.url)).toEqual([
      'https://files.example/a.jpg',
      null,
    ]);
    timers.fireAll();
    await sender.drain();

    expect(seen).toEqual(['a.jpg', 'b.jpg', 'b.jpg']);
    expect(server.calls).toHaveLength(1);
    expect((server.calls[0]?.body as { employeeImages: string[] }).employeeImages).toHaveLength(2);
  });

  it('a photo the server refuses is listed with its reason, and the work log still goes', async () => {
    const { upload } = uploads(['refused', 'uploaded']);
    const { db, server, sender } = await setupSender({ uploadPhoto: upload });
    await enqueueAction(db, logWithPhotos('wl-3'), new Date(), [photo('big.jpg'), photo('ok.jpg')]);

    await sender.drain();

    expect((server.calls[0]?.body as { employeeImages: string[] }).employeeImages).toEqual([
      'https://files.example/ok.jpg',
    ]);
    const failed = await listFailed(db);
    expect(failed).toEqual([
      expect.objectContaining({
        kind: 'photo',
        clientId: 'wl-3',
        message: 'Photo big.jpg was not accepted: File too large',
      }),
    ]);
  });

  it('keeps the store bounded: past the limit nothing is queued and the app is told', async () => {
    const { db } = await setupSender();
    const half = Math.ceil(PHOTO_STORE_MAX_BYTES / 2) + 1;
    await enqueueAction(db, logWithPhotos('wl-4'), new Date(), [photo('one.jpg', half)]);
    await expect(
      enqueueAction(db, logWithPhotos('wl-5'), new Date(), [photo('two.jpg', half)]),
    ).rejects.toBeInstanceOf(PhotoStoreFullError);
    expect(await pendingCounts(db)).toEqual({ actions: 1, points: 0 });
    expect(await photosOf(db, 'wl-5')).toEqual([]);
  });
});
