export type DayState = 'loading' | 'failed' | 'empty' | 'last-known' | 'full';

export interface DayStateInput {
  loading: boolean;
  /** A call for the day's data failed (its own message says which). */
  failed: boolean;
  timelineItems: number;
  hasLastKnown: boolean;
}

/**
 * console.md §2 states: anything on the timeline is the full view; otherwise the last known
 * location alone ('No Activity Data'), or nothing at all ('No Activity Found'). A failed call
 * with nothing loaded shows only its error: "no activity" would be a claim we cannot make.
 */
export function dayState(input: DayStateInput): DayState {
  if (input.loading) return 'loading';
  if (input.timelineItems > 0) return 'full';
  if (input.failed) return 'failed';
  return input.hasLastKnown ? 'last-known' : 'empty';
}
