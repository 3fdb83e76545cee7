import { DEMO_STAFF, planFieldDay, type FieldDayPlan } from '@ronda/device-simulator';

/** Working days spread over a year, so the schedules, routes and noise differ. */
const DATES = ['2026-11-24', '2027-02-03', '2027-05-12', '2027-08-19'] as const;

/** The first `count` of: every demo staff member on each date in turn. Deterministic. */
export function simulatedDays(count: number): FieldDayPlan[] {
  const plans: FieldDayPlan[] = [];
  for (const date of DATES) {
    for (const member of DEMO_STAFF) {
      if (plans.length === count) return plans;
      plans.push(planFieldDay({ employeeKey: member.key, date }));
    }
  }
  if (plans.length < count) {
    throw new RangeError(
      `at most ${DATES.length * DEMO_STAFF.length} simulated days, asked ${count}`,
    );
  }
  return plans;
}
