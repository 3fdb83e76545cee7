import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, trackingKeys, users } from '../../db/schema/index.ts';

export type TrackingKeyRow = typeof trackingKeys.$inferSelect;
export interface TrackingKeyWithOwner extends TrackingKeyRow {
  userName: string;
}

/** Whose fixes a key sends: found only while the key is live and its owner may work. */
export interface TrackingKeyOwner {
  keyId: string;
  companyId: string;
  userId: string;
  lastUsedAt: Date | null;
}

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

const isLive = isNull(trackingKeys.revokedAt);
const ownerName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

export async function insertTrackingKey(
  db: Executor,
  row: typeof trackingKeys.$inferInsert,
): Promise<TrackingKeyRow> {
  const [created] = await db.insert(trackingKeys).values(row).returning();
  if (!created) throw new Error('tracking key was not stored');
  return created;
}

export async function countLiveTrackingKeys(
  db: Executor,
  companyId: string,
  userId: string,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(trackingKeys)
    .where(and(eq(trackingKeys.companyId, companyId), eq(trackingKeys.userId, userId), isLive));
  return row?.n ?? 0;
}

/** The company's live keys (or one person's), newest first, with their owners' names. */
export async function listLiveTrackingKeys(
  db: Executor,
  companyId: string,
  userId: string | undefined,
): Promise<TrackingKeyWithOwner[]> {
  const rows = await db
    .select({ key: trackingKeys, userName: ownerName })
    .from(trackingKeys)
    .innerJoin(
      users,
      and(eq(users.companyId, trackingKeys.companyId), eq(users.id, trackingKeys.userId)),
    )
    .where(
      and(
        eq(trackingKeys.companyId, companyId),
        userId ? eq(trackingKeys.userId, userId) : undefined,
        isLive,
      ),
    )
    .orderBy(desc(trackingKeys.createdAt), desc(trackingKeys.id));
  return rows.map((r) => ({ ...r.key, userName: r.userName }));
}

/** Revokes a live key of the company (of one person when `userId` is given); undefined if none. */
export async function revokeTrackingKey(
  db: Executor,
  where: { companyId: string; keyId: string; userId: string | undefined },
  now: Date,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .update(trackingKeys)
    .set({ revokedAt: now })
    .where(
      and(
        eq(trackingKeys.companyId, where.companyId),
        eq(trackingKeys.id, where.keyId),
        where.userId ? eq(trackingKeys.userId, where.userId) : undefined,
        isLive,
      ),
    )
    .returning({ id: trackingKeys.id });
  return row;
}

/**
 * The owner of a live key by its hash, or undefined when the key is unknown, revoked, or its
 * person or company was deactivated (checked on every request, so that takes effect at once).
 */
export async function findTrackingKeyOwner(
  db: Executor,
  keyHash: string,
): Promise<TrackingKeyOwner | undefined> {
  const [row] = await db
    .select({
      keyId: trackingKeys.id,
      companyId: trackingKeys.companyId,
      userId: trackingKeys.userId,
      lastUsedAt: trackingKeys.lastUsedAt,
    })
    .from(trackingKeys)
    .innerJoin(
      users,
      and(eq(users.companyId, trackingKeys.companyId), eq(users.id, trackingKeys.userId)),
    )
    .innerJoin(companies, eq(companies.id, trackingKeys.companyId))
    .where(
      and(
        eq(trackingKeys.keyHash, keyHash),
        isLive,
        eq(users.status, 'active'),
        eq(companies.isActive, true),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Records that a key was used, and the fixes refused in this request. A request with nothing
 * refused writes only when the last use on record is older than `touchBefore`, so a phone sending
 * every few seconds does not turn each fix into a second write.
 */
export async function recordTrackingKeyUse(
  db: Executor,
  keyId: string,
  now: Date,
  touchBefore: Date,
  refused: { count: number; reason: string } | undefined,
): Promise<void> {
  if (refused && refused.count > 0) {
    await db
      .update(trackingKeys)
      .set({
        lastUsedAt: now,
        // Capped at the column's largest value: a count that overflowed would fail the request.
        refusedCount: sql`least(${trackingKeys.refusedCount}::bigint + ${refused.count}, 2147483647)`,
        lastRefusedAt: now,
        lastRefusedReason: refused.reason,
      })
      .where(eq(trackingKeys.id, keyId));
    return;
  }
  await db
    .update(trackingKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(trackingKeys.id, keyId),
        or(isNull(trackingKeys.lastUsedAt), lt(trackingKeys.lastUsedAt, touchBefore)),
      ),
    );
}
