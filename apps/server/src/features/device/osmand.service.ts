import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { ingestLocationBatch } from './locations.service.ts';
import type { OsmandRequest } from './osmand-fixes.ts';
import { hashTrackingKey } from './tracking-key-secrets.ts';
import { findTrackingKeyOwner, recordTrackingKeyUse } from './tracking-keys.repository.ts';

export const UNKNOWN_KEY_MESSAGE = 'Unknown or revoked tracking key.';
// A phone sends every few seconds: its key's "last used" is written at most once a minute.
const TOUCH_AFTER_MS = 60 * 1000;
const REASON_MAX = 200;

export interface OsmandOutcome {
  keyId: string;
  accepted: number;
  duplicates: number;
  /** Fixes not stored; the request is answered 200 all the same (docs/spec-decisions.md). */
  refused: string[];
}

/**
 * Stores the fixes a tracking key sent, through the device API's own ingest: the same checks,
 * the same idempotent storage, latest location and live stream. A refused fix is counted on the
 * key (so the console can show a phone that sends bad fixes) rather than failing the request,
 * because the app would re-send it forever and never send the good fixes behind it.
 */
export async function ingestOsmandRequest(
  db: Database,
  request: OsmandRequest,
  now: Date,
): Promise<OsmandOutcome> {
  const owner = await findTrackingKeyOwner(db, hashTrackingKey(request.key));
  if (!owner) throw ApiError.unauthorized(UNKNOWN_KEY_MESSAGE);
  const points: unknown[] = [];
  const refused: string[] = [];
  for (const fix of request.fixes) {
    if ('point' in fix) points.push(fix.point);
    else refused.push(fix.refused);
  }
  const stored =
    points.length > 0
      ? await ingestLocationBatch(db, owner, points, now)
      : { accepted: 0, duplicates: 0, rejected: [] };
  refused.push(...stored.rejected.map((r) => r.message));

  const touchBefore = new Date(now.getTime() - TOUCH_AFTER_MS);
  if (refused.length > 0 || !owner.lastUsedAt || owner.lastUsedAt < touchBefore) {
    const reason = refused[0]?.slice(0, REASON_MAX) ?? '';
    await recordTrackingKeyUse(
      db,
      owner.keyId,
      now,
      touchBefore,
      refused.length > 0 ? { count: refused.length, reason } : undefined,
    );
  }
  return {
    keyId: owner.keyId,
    accepted: stored.accepted,
    duplicates: stored.duplicates,
    refused,
  };
}
