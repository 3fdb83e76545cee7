import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fromDrizzle, type PgBoss } from 'pg-boss';
import { DELETION_AFTER_DAYS, DELETION_GRACE_DAYS, HONEYPOT_FIELD } from '@ronda/shared';
import type { Database } from '../../db/client.ts';
import { NOTIFY_STAFF_QUEUE, type NotifyStaffJob } from '../../jobs/notify-staff.ts';
import {
  insertDeletionRequest,
  insertSubmission,
} from '../../repositories/submissions.repository.ts';

export interface SubmissionDeps {
  db: Database;
  queue: PgBoss;
}

type Kind = 'demo' | 'consultation' | 'information' | 'contact' | 'deletion' | 'pilot';
export type AcceptedSubmission = {
  type: Kind;
  email: string;
  [HONEYPOT_FIELD]?: string | undefined;
} & Record<string, unknown>;

const DAY = 24 * 3600 * 1000;

export const SUBMISSION_MESSAGES: Record<Kind, string> = {
  demo: 'Thank you! We will be in touch to set up your demo.',
  consultation: 'Thank you! We will be in touch to schedule your consultation.',
  information: 'Thank you! We will send you the information shortly.',
  contact: 'Thank you for your message. We will get back to you soon.',
  pilot: 'Thank you for applying to the pilot program. We will be in touch soon.',
  deletion: `Your deletion request has been received. Your account and data will be deleted within ${DELETION_AFTER_DAYS} days; signing in within ${DELETION_GRACE_DAYS} days cancels the request.`,
};

/**
 * Stores a public submission and enqueues the staff notification in the same transaction, so a
 * submission is never stored without its notification job nor notified without being stored.
 * A filled-in honeypot marks a bot: it gets the same answer and nothing is kept.
 */
export async function acceptSubmission(
  deps: SubmissionDeps,
  input: AcceptedSubmission,
  meta: { userAgent: string | undefined; now?: Date },
): Promise<{ id: string; dropped: boolean }> {
  const { [HONEYPOT_FIELD]: trap, type, ...fields } = input;
  if (trap && trap.trim() !== '') return { id: crypto.randomUUID(), dropped: true };
  const now = meta.now ?? new Date();
  const id = await deps.db.transaction(async (tx) => {
    const row = await insertSubmission(tx, {
      kind: type,
      email: input.email,
      payload: fields,
      userAgent: meta.userAgent?.slice(0, 300) ?? null,
      createdAt: now,
    });
    if (type === 'deletion') {
      await insertDeletionRequest(tx, {
        submissionId: row.id,
        email: input.email,
        companyName: String(fields.companyName ?? ''),
        phone: String(fields.phone ?? ''),
        reason: String(fields.reason ?? ''),
        additionalInfo: typeof fields.additionalInfo === 'string' ? fields.additionalInfo : null,
        createdAt: now,
        graceEndsAt: new Date(now.getTime() + DELETION_GRACE_DAYS * DAY),
        executeAfter: new Date(now.getTime() + DELETION_AFTER_DAYS * DAY),
      });
    }
    const job: NotifyStaffJob = { submissionId: row.id };
    await deps.queue.send(NOTIFY_STAFF_QUEUE, job, { db: fromDrizzle(tx, sql) });
    return row.id;
  });
  return { id, dropped: false };
}
