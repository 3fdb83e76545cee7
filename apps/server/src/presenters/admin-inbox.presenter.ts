import {
  SUBMISSION_FIELD_LABELS,
  submissionFieldText,
  type AdminCustomerRequest,
  type AdminSubmission,
} from '@ronda/shared';
import type { InboxCustomerRequestRow } from '../repositories/admin-inbox.repository.ts';
import type { SubmissionRow } from '../repositories/submissions.repository.ts';

/** Fields shown on their own, not among the details. */
const HEADLINE = new Set(['name', 'companyName', 'email', 'phone']);

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

export function presentSubmission(row: SubmissionRow): AdminSubmission {
  const payload = row.payload;
  const details = Object.entries(SUBMISSION_FIELD_LABELS)
    .filter(([key]) => !HEADLINE.has(key) && text(payload[key]) !== null)
    .map(([key, label]) => ({ label, value: submissionFieldText(key, String(payload[key])) }));
  return {
    id: row.id,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
    email: row.email,
    name: text(payload.name),
    companyName: text(payload.companyName),
    phone: text(payload.phone),
    details,
    notification: {
      state: row.notifyStatus,
      attempts: row.notifyAttempts,
      at: row.notifiedAt?.toISOString() ?? null,
      error: row.notifyError,
      // Sent needs nothing; queued and retrying are the queue's to finish.
      canRetry: row.notifyStatus === 'failed' || row.notifyStatus === 'skipped',
    },
  };
}

export function presentCustomerRequest(row: InboxCustomerRequestRow): AdminCustomerRequest {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    company: { id: row.companyId, name: row.companyName },
    customer: { name: row.customerName, email: row.customerEmail, phone: row.customerPhone },
    description: row.description,
    address: row.address,
    dueDate: row.dueDate?.toISOString() ?? null,
    status: row.status,
  };
}
