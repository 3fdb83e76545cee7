import type { DueDays, TaskPriority } from '@ronda/shared';

/** The priorities as the settings show them: the most urgent first. */
export const DUE_DAY_PRIORITIES: readonly TaskPriority[] = ['critical', 'high', 'medium', 'low'];

/** One priority's default in words: 'same day', '1 day', '3 days'. */
export function dueDaysText(days: number): string {
  if (days === 0) return 'same day';
  return days === 1 ? '1 day' : `${days} days`;
}

/** The company card's line: 'critical same day · high 1 day · medium 3 days · low 5 days'. */
export function dueDaysSummary(days: DueDays): string {
  return DUE_DAY_PRIORITIES.map((p) => `${p} ${dueDaysText(days[p])}`).join(' · ');
}
