import { MAX_TRACKING_KEYS_PER_PERSON, type CreateTrackingKeyRequest } from '@ronda/shared';
import { canManageTrackingKeysOf, trackingKeyOwnerScope } from '../../auth/access-policy.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { findUserInCompany } from '../../repositories/people.repository.ts';
import { hashTrackingKey, hintOfTrackingKey, newTrackingKey } from './tracking-key-secrets.ts';
import {
  countLiveTrackingKeys,
  insertTrackingKey,
  listLiveTrackingKeys,
  revokeTrackingKey,
  type TrackingKeyWithOwner,
} from './tracking-keys.repository.ts';

export interface CreatedTrackingKey {
  /** The secret itself: answered once, never stored. */
  key: string;
  row: TrackingKeyWithOwner;
}

/** 403 when the actor may not manage this person's keys (someone else's, unless an admin). */
function requireKeysOf(actor: Actor, userId: string): void {
  if (!canManageTrackingKeysOf(actor, userId)) throw ApiError.forbidden();
}

/** Makes a key for the caller, or (admins) for anyone active in the company. */
export async function createTrackingKey(
  db: Database,
  actor: Actor,
  input: CreateTrackingKeyRequest,
  now: Date,
): Promise<CreatedTrackingKey> {
  const userId = input?.userId ?? actor.userId;
  requireKeysOf(actor, userId);
  const person = await findUserInCompany(db, actor.companyId, userId);
  if (!person) throw ApiError.notFound('Person not found');
  if (person.status !== 'active') {
    throw ApiError.conflict('This person is deactivated: reactivate them before making a key.');
  }
  if ((await countLiveTrackingKeys(db, actor.companyId, userId)) >= MAX_TRACKING_KEYS_PER_PERSON) {
    throw ApiError.conflict(
      `A person may hold at most ${MAX_TRACKING_KEYS_PER_PERSON} tracking keys: revoke one first.`,
    );
  }
  const key = newTrackingKey();
  const row = await insertTrackingKey(db, {
    companyId: actor.companyId,
    userId,
    keyHash: hashTrackingKey(key),
    keyHint: hintOfTrackingKey(key),
    createdByUserId: actor.userId,
    createdAt: now,
  });
  return { key, row: { ...row, userName: `${person.firstName} ${person.lastName}`.trim() } };
}

/** Admins: the company's live keys (or one person's); everyone else: their own. */
export async function listTrackingKeys(
  db: Database,
  actor: Actor,
  userId: string | undefined,
): Promise<TrackingKeyWithOwner[]> {
  if (userId) requireKeysOf(actor, userId);
  return listLiveTrackingKeys(db, actor.companyId, trackingKeyOwnerScope(actor) ?? userId);
}

/** Revokes a key at once; another company's key, or (non-admins) someone else's, is a 404. */
export async function revokeOwnedTrackingKey(
  db: Database,
  actor: Actor,
  keyId: string,
  now: Date,
): Promise<void> {
  const revoked = await revokeTrackingKey(
    db,
    {
      companyId: actor.companyId,
      keyId,
      userId: trackingKeyOwnerScope(actor),
    },
    now,
  );
  if (!revoked) throw ApiError.notFound('Tracking key not found');
}
