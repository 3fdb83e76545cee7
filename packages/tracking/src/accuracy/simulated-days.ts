import {
  DEMO_STAFF,
  planFieldDay,
  type FieldDayKind,
  type FieldDayPlan,
} from '@ronda/device-simulator';

/** Working days spread over a year, so the schedules, routes and noise differ. */
const DATES = ['2026-11-24', '2027-02-03', '2027-05-12', '2027-08-19'] as const;

/**
 * The first `count` of: every demo staff member on each date in turn, each day of the given
 * kind (an ordinary field day unless told). Deterministic.
 */
export function simulatedDays(count: number, kind: FieldDayKind = 'field'): FieldDayPlan[] {
  const plans: FieldDayPlan[] = [];
  for (const date of DATES) {
    for (const member of DEMO_STAFF) {
      if (plans.length === count) return plans;
      plans.push(planFieldDay({ employeeKey: member.key, date, kind }));
    }
  }
  if (plans.length < count) {
    throw new RangeError(
      `at most ${DATES.length * DEMO_STAFF.length} simulated days, asked ${count}`,
    );
  }
  return plans;
}
