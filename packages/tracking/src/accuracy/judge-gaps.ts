import type { FieldDayPlan } from '@ronda/device-simulator';
import type { DayAnalysis } from '../day-analysis.ts';

export interface GapJudgement {
  trueGaps: number;
  /** True gaps lying wholly inside a reported gap. */
  reported: number;
  /** Reported gaps that cover no true gap. */
  extra: number;
  misses: string[];
}

export function judgeGaps(plan: FieldDayPlan, day: DayAnalysis): GapJudgement {
  const truth = plan.truth.gaps.map((gap) => ({
    from: Date.parse(gap.from),
    to: Date.parse(gap.to),
  }));
  const covers = (gap: { from: number; to: number }, silence: { from: number; to: number }) =>
    gap.from <= silence.from && gap.to >= silence.to;
  const misses = truth
    .filter((silence) => !day.gaps.some((gap) => covers(gap, silence)))
    .map((s) => `${plan.employeeKey} ${plan.date}: silence from ${new Date(s.from).toISOString()}`);
  return {
    trueGaps: truth.length,
    reported: truth.length - misses.length,
    extra: day.gaps.filter((gap) => !truth.some((silence) => covers(gap, silence))).length,
    misses,
  };
}
