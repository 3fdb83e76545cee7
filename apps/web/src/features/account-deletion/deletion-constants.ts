import {
  DEFAULT_DELETION_REASON,
  DELETION_AFTER_DAYS,
  DELETION_GRACE_DAYS,
  DELETION_REASON_LABELS,
  DELETION_REASONS,
} from '@ronda/shared';

export { DEFAULT_DELETION_REASON, DELETION_REASON_LABELS, DELETION_REASONS };

export type DeletionReason = (typeof DELETION_REASONS)[number];

export interface DeletionFormValues {
  email: string;
  companyName: string;
  phone: string;
  reason: DeletionReason;
  additionalInfo: string;
  confirmation: boolean;
}

/** A fresh form (§3, §9: the reason starts on no-longer-needed). */
export const EMPTY_DELETION_FORM: DeletionFormValues = {
  email: '',
  companyName: '',
  phone: '',
  reason: DEFAULT_DELETION_REASON,
  additionalInfo: '',
  confirmation: false,
};

/** §2.7, §4, §9: deleted within 30 days; logging in within the 14-day grace period cancels it. */
export const DELETION_TIMING_TEXT = `Your account and its data will be deleted within ${DELETION_AFTER_DAYS} days. Logging in within ${DELETION_GRACE_DAYS} days cancels the request.`;

export const DELETION_SUCCESS_TITLE = 'Deletion request received';
