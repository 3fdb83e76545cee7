import { DUE_DAYS_RANGE, type TaskPriority } from '@ronda/shared';
import type { FieldWordings } from '@/components/form/form-problems';

/** Each priority's box, in form order: the first with a problem takes focus. */
export const DUE_DAY_FIELD_IDS: Readonly<Record<TaskPriority, string>> = {
  critical: 'due-days-critical',
  high: 'due-days-high',
  medium: 'due-days-medium',
  low: 'due-days-low',
};

const LABELS: Readonly<Record<TaskPriority, string>> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

const wording = (priority: TaskPriority) => ({
  label: `${LABELS[priority]} priority`,
  invalid: `${LABELS[priority]} priority must be a whole number of working days from ${DUE_DAYS_RANGE.min} to ${DUE_DAYS_RANGE.max}.`,
});

/** How the shared schema's refusals are said to an admin, one sentence per box. */
export const DUE_DAY_FIELD_WORDINGS: FieldWordings<TaskPriority> = {
  critical: wording('critical'),
  high: wording('high'),
  medium: wording('medium'),
  low: wording('low'),
};
