import type { TrackingKey } from '@ronda/shared';
import type { TrackingKeyWithOwner } from './tracking-keys.repository.ts';

/** A key as lists show it: never the secret or its hash, only the hint. */
export function presentTrackingKey(row: TrackingKeyWithOwner): TrackingKey {
  return {
    id: row.id,
    userId: row.userId,
    userName: row.userName,
    hint: row.keyHint,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    refusedCount: row.refusedCount,
    lastRefusedAt: row.lastRefusedAt?.toISOString() ?? null,
    lastRefusedReason: row.lastRefusedReason,
  };
}
