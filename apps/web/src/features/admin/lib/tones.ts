import type { NotifyState, TaskStatus } from '@ronda/shared';

export type Tone = 'green' | 'amber' | 'red' | 'blue' | 'yellow' | 'grey';

/** Sent green, retrying amber, failed red; queued and skipped wait on nobody's action: grey. */
export const NOTIFY_STATE_TONES: Record<NotifyState, Tone> = {
  sent: 'green',
  retrying: 'amber',
  failed: 'red',
  pending: 'grey',
  skipped: 'grey',
};

/** The console's status colours (DESIGN.md: incoming yellow, in progress blue, …). */
export const TASK_STATUS_TONES: Record<TaskStatus, Tone> = {
  incoming: 'yellow',
  'in-progress': 'blue',
  resolved: 'green',
  rejected: 'red',
};
