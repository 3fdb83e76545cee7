import crypto from 'node:crypto';
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  customers,
  dayTracks,
  deletionRequests,
  latestLocations,
  locationPoints,
  sessions,
  submissions,
  users,
} from '../db/schema/index.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DeletionRequestRow = typeof deletionRequests.$inferSelect;

export async function dueDeletionRequests(db: Database, now: Date): Promise<DeletionRequestRow[]> {
  return db
    .select()
    .from(deletionRequests)
    .where(and(eq(deletionRequests.status, 'pending'), lte(deletionRequests.executeAfter, now)));
}

const sameEmail = (
  column: typeof users.email | typeof customers.email | typeof submissions.email,
  email: string,
) => sql`lower(${column}) = lower(${email})`;

/**
 * Removes a person's personal data: their user account (deactivated, sessions ended), customer
 * records and public-site submissions are anonymised, and the trail of where they went (every
 * stored fix and their latest location) is deleted; tasks, punches and work logs stay, without
 * a name, as the company's record of work done.
 * The request itself keeps only a hash of the e-mail, as proof that it was carried out.
 */
export async function anonymisePerson(
  tx: Tx,
  request: DeletionRequestRow,
  now: Date,
): Promise<void> {
  const gone = (id: string) => `deleted-${id}@deleted.invalid`;
  const accounts = await tx
    .select({ id: users.id })
    .from(users)
    .where(sameEmail(users.email, request.email));
  for (const { id } of accounts) {
    await tx
      .update(users)
      .set({
        firstName: 'Deleted',
        lastName: 'user',
        email: gone(id),
        phone: null,
        profilePictureUrl: null,
        status: 'inactive',
        deactivatedAt: now,
      })
      .where(eq(users.id, id));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, id), sql`${sessions.revokedAt} is null`));
    await tx.delete(locationPoints).where(eq(locationPoints.userId, id));
    await tx.delete(latestLocations).where(eq(latestLocations.userId, id));
    // Archived days hold the same trail, compressed: they go too.
    await tx.delete(dayTracks).where(eq(dayTracks.userId, id));
  }
  const people = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(sameEmail(customers.email, request.email));
  for (const { id } of people) {
    await tx
      .update(customers)
      .set({ name: 'Deleted customer', email: gone(id), phone: null })
      .where(eq(customers.id, id));
  }
  await tx
    .update(submissions)
    .set({ email: 'deleted', payload: {} })
    .where(sameEmail(submissions.email, request.email));
  await tx
    .update(deletionRequests)
    .set({
      status: 'completed',
      completedAt: now,
      email: `sha256:${crypto.createHash('sha256').update(request.email.toLowerCase()).digest('hex')}`,
      phone: '',
      additionalInfo: null,
    })
    .where(eq(deletionRequests.id, request.id));
}
