/**
 * Every price the product shows or charges, in rupees per month, excluding GST. The public
 * pricing page (public-site-and-sign-in.md §2.5, §9) and the Monthly Subscription page and its
 * server total (console.md §9) read them from here, so copy and arithmetic cannot drift apart.
 */

export type BillingPeriod = 'monthly' | 'annual';

/** The public pricing page's per-user price by billing period. */
export const PRICE_PER_USER_PER_MONTH: Record<BillingPeriod, number> = {
  annual: 189,
  monthly: 249,
};

/** console.md §9: the subscription's regular price per seat. */
export const SEAT_PRICE_PER_MONTH = { employee: 185, supervisor: 120 } as const;
export type SeatKind = keyof typeof SEAT_PRICE_PER_MONTH;

/** console.md §9: "currently free in the trial". Every company is in the trial today. */
export const SUBSCRIPTION_IN_FREE_TRIAL = true;

export interface SubscriptionTotal {
  /** What the seats would cost at the regular prices. */
  regular: number;
  /** What is charged: nothing while the trial runs. */
  total: number;
}

export function subscriptionTotal(
  employees: number,
  supervisors: number,
  inFreeTrial: boolean = SUBSCRIPTION_IN_FREE_TRIAL,
): SubscriptionTotal {
  const regular =
    employees * SEAT_PRICE_PER_MONTH.employee + supervisors * SEAT_PRICE_PER_MONTH.supervisor;
  return { regular, total: inFreeTrial ? 0 : regular };
}
