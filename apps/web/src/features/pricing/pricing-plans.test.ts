import { describe, expect, it } from 'vitest';
import {
  annualSaving,
  BILLED_TEXT,
  DEFAULT_BILLING_PERIOD,
  FAQ_FREE_TRIAL_DAYS,
  formatRupees,
  PRICE_NOTE_FREE_TRIAL_DAYS,
  PRICE_PER_USER_PER_MONTH,
  savingText,
} from './pricing-plans';

describe('pricing constants (public-site-and-sign-in.md §9)', () => {
  it('PUB-CONST-23 annual is 189 per user per month', () => {
    expect(PRICE_PER_USER_PER_MONTH.annual).toBe(189);
    expect(formatRupees(PRICE_PER_USER_PER_MONTH.annual)).toBe('₹189');
  });

  it('PUB-CONST-24 monthly is 249 per user per month', () => {
    expect(PRICE_PER_USER_PER_MONTH.monthly).toBe(249);
    expect(formatRupees(PRICE_PER_USER_PER_MONTH.monthly)).toBe('₹249');
  });

  it('PUB-PRICE-10 / PUB-CONST-26 a team of 10 saves (249 - 189) x 10 x 12 = 7,200 a year', () => {
    expect(annualSaving(10)).toBe((249 - 189) * 10 * 12);
    expect(annualSaving(10)).toBe(7200);
    expect(savingText()).toBe('For a team of 10, save 7,200/year');
  });

  it('PUB-CONST-43 the toggle defaults to annual', () => {
    expect(DEFAULT_BILLING_PERIOD).toBe('annual');
    expect(BILLED_TEXT[DEFAULT_BILLING_PERIOD]).toBe('Billed annually');
  });

  it('PUB-CONST-30 / PUB-CONST-31 the free trial is 14 days on the price note, 30 in the FAQ (GAP-03)', () => {
    expect(PRICE_NOTE_FREE_TRIAL_DAYS).toBe(14);
    expect(FAQ_FREE_TRIAL_DAYS).toBe(30);
  });
});
