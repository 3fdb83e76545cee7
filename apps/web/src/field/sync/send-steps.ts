import { DEVICE_LOCATIONS_PATH, locationBatchResponseSchema } from '@ronda/shared';
import { classifyResponse } from './classify-response';
import {
  markFailed,
  noteAttempt,
  oldestAction,
  removeAction,
  removePoints,
  setMeta,
  takePointBatch,
  type OutboxDb,
  type RejectedPoint,
} from './outbox-store';
import { photosOf, refusePhoto, setPhotoUrl, withPhotoUrls } from './photo-store';
import type {
  HttpOutcome,
  OutboxRequest,
  PhotoUploadOutcome,
  QueuedAction,
  QueuedPoint,
  StoredPhoto,
} from './types';

/** How one step of a drain ended. */
export type StepResult =
  /** An item was settled (taken or refused for good): go on with the next. */
  | { kind: 'settled' }
  /** Nothing of this sort is queued. */
  | { kind: 'empty' }
  /** No usable answer: stop and try again after a backoff. */
  | { kind: 'retry'; reason: string }
  /** The session ended: stop until the person signs in again. */
  | { kind: 'unauthorized'; message: string };

export interface StepContext {
  db: OutboxDb;
  /** Sends one request; never throws (a missing answer is a network-error outcome). */
  send: (request: OutboxRequest) => Promise<HttpOutcome>;
  /** Uploads one photo as the console does (presigned URL, then PUT); the app's, or a stub. */
  uploadPhoto?: (photo: StoredPhoto) => Promise<PhotoUploadOutcome>;
  now: () => Date;
}

const SETTLED: StepResult = { kind: 'settled' };

/**
 * Sends the oldest action and settles it. Only one is in flight: the next is read after this
 * one is removed or moved to `failed`, so a punch-out can never overtake its punch-in.
 */
export async function sendOldestAction(ctx: StepContext): Promise<StepResult> {
  const action = await oldestAction(ctx.db);
  if (!action) return { kind: 'empty' };
  const { method, path } = action;
  let body = action.body;
  if (action.photoField) {
    const photos = await uploadPhotosOf(ctx, action);
    if (photos.kind !== 'ready') return photos;
    body = withPhotoUrls(body, action.photoField, photos.urls);
  }
  const verdict = classifyResponse(action, await ctx.send({ method, path, body }));
  switch (verdict.kind) {
    case 'done':
      await removeAction(ctx.db, action.seq);
      await setMeta(ctx.db, 'lastSyncAt', ctx.now().toISOString());
      return SETTLED;
    case 'refused': {
      // Kept for the person with the server's reason; the queue behind it moves on.
      const { status, message } = verdict;
      await markFailed(ctx.db, { ...action, body }, { status, message }, ctx.now());
      return SETTLED;
    }
    case 'retry':
      await noteAttempt(ctx.db, action.seq, verdict.reason);
      return verdict;
    case 'unauthorized':
      return verdict;
  }
}

/**
 * Uploads the action's photos that are not uploaded yet, in order, keeping each address as it
 * comes (a retry starts where this stopped). A photo the server refuses is listed as refused and
 * the action goes without it; no answer stops the drain, to be retried with the action.
 */
async function uploadPhotosOf(
  ctx: StepContext,
  action: QueuedAction,
): Promise<{ kind: 'ready'; urls: string[] } | StepResult> {
  const urls: string[] = [];
  for (const photo of await photosOf(ctx.db, action.clientId)) {
    if (photo.url) {
      urls.push(photo.url);
      continue;
    }
    const outcome: PhotoUploadOutcome = ctx.uploadPhoto
      ? await ctx.uploadPhoto(photo)
      : { kind: 'retry', reason: 'photos cannot be uploaded from here' };
    switch (outcome.kind) {
      case 'uploaded':
        await setPhotoUrl(ctx.db, photo.id, outcome.url);
        urls.push(outcome.url);
        break;
      case 'refused':
        await refusePhoto(ctx.db, photo, outcome, ctx.now());
        break;
      case 'retry':
        await noteAttempt(ctx.db, action.seq, outcome.reason);
        return outcome;
      case 'unauthorized':
        return outcome;
    }
  }
  return { kind: 'ready', urls };
}

/** The points of a batch answer's `rejected`, with the server's reason for each. */
function rejectedPoints(points: readonly QueuedPoint[], answer: unknown, status: number) {
  const parsed = locationBatchResponseSchema.safeParse(answer);
  const rejected: RejectedPoint[] = [];
  for (const { index, message } of parsed.success ? parsed.data.rejected : []) {
    const point = points[index];
    if (point) rejected.push({ point, status, message });
  }
  return rejected;
}

/**
 * Sends these points as one batch. Points are idempotent by id, so a batch whose answer was lost
 * is simply sent again; they leave the queue only once a 2xx answer names what was refused.
 */
async function sendPoints(ctx: StepContext, points: readonly QueuedPoint[]): Promise<StepResult> {
  const body = { points: points.map(({ queuedAt: _queuedAt, ...point }) => point) };
  const outcome = await ctx.send({ method: 'POST', path: DEVICE_LOCATIONS_PATH, body });
  const verdict = classifyResponse({ kind: 'points', body }, outcome);
  const ids = points.map((p) => p.id);
  switch (verdict.kind) {
    case 'done': {
      const status = outcome.kind === 'answer' ? outcome.status : 200;
      const answer = outcome.kind === 'answer' ? outcome.body : undefined;
      await removePoints(ctx.db, ids, rejectedPoints(points, answer, status), ctx.now());
      await setMeta(ctx.db, 'lastSyncAt', ctx.now().toISOString());
      return SETTLED;
    }
    case 'refused': {
      const [only] = points;
      if (points.length === 1 && only) {
        const { status, message } = verdict;
        await removePoints(ctx.db, ids, [{ point: only, status, message }], ctx.now());
        return SETTLED;
      }
      // A whole batch refused (too large, one point breaking the envelope): halve it until the
      // culprit is alone, so one bad fix cannot take hundreds of good ones with it.
      const half = Math.ceil(points.length / 2);
      const first = await sendPoints(ctx, points.slice(0, half));
      return first.kind === 'settled' ? sendPoints(ctx, points.slice(half)) : first;
    }
    case 'retry':
    case 'unauthorized':
      return verdict;
  }
}

/** Sends the oldest `max` queued points. */
export async function sendPointBatch(ctx: StepContext, max: number): Promise<StepResult> {
  const points = await takePointBatch(ctx.db, max);
  if (points.length === 0) return { kind: 'empty' };
  return sendPoints(ctx, points);
}
