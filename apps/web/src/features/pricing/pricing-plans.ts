import { PRICE_PER_USER_PER_MONTH, type BillingPeriod } from '@ronda/shared';

/**
 * The pricing page's copy around the price list of public-site-and-sign-in.md §2.5 and §9. The
 * prices themselves live in packages/shared (pricing.ts), which the subscription total uses too.
 */

export { PRICE_PER_USER_PER_MONTH, type BillingPeriod };

/** In the order the toggle shows them. */
export const BILLING_PERIODS: readonly BillingPeriod[] = ['monthly', 'annual'];

/** §9 default selections: the pricing toggle starts on annual. */
export const DEFAULT_BILLING_PERIOD: BillingPeriod = 'annual';

export const BILLING_LABELS: Record<BillingPeriod, string> = {
  monthly: 'Monthly',
  annual: 'Annual',
};

export const BILLED_TEXT: Record<BillingPeriod, string> = {
  monthly: 'Billed monthly',
  annual: 'Billed annually',
};

/** The team size the annual saving is worked out for ('For a team of 10, …'). */
export const SAVING_EXAMPLE_TEAM_SIZE = 10;

const MONTHS_PER_YEAR = 12;

/** What a team saves in a year on annual billing instead of monthly: (249 − 189) × users × 12. */
export function annualSaving(teamSize: number): number {
  return (
    (PRICE_PER_USER_PER_MONTH.monthly - PRICE_PER_USER_PER_MONTH.annual) *
    teamSize *
    MONTHS_PER_YEAR
  );
}

/**
 * GAP-03: the spec gives the free trial as 14 days on the price note and 30 days in the FAQ and
 * the contact block. Both are kept, as the spec asks.
 */
export const PRICE_NOTE_FREE_TRIAL_DAYS = 14;
export const FAQ_FREE_TRIAL_DAYS = 30;

export const INTRO_PRICING_SIGNUPS = 100;
export const PRICE_LOCK_UNTIL_YEAR = 2028;
export const MONEY_BACK_DAYS = 30;
export const VOLUME_DISCOUNT_MIN_USERS = 50;

const indianNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** 7200 → "7,200" (Indian digit grouping, as the spec writes numbers). */
export function formatNumber(value: number): string {
  return indianNumber.format(value);
}

/** 189 → "₹189". */
export function formatRupees(value: number): string {
  return `₹${formatNumber(value)}`;
}

/** 'For a team of 10, save 7,200/year' (§2.5), shown under annual only. */
export function savingText(teamSize: number = SAVING_EXAMPLE_TEAM_SIZE): string {
  return `For a team of ${teamSize}, save ${formatNumber(annualSaving(teamSize))}/year`;
}
