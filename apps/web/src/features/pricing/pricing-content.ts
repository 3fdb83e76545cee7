import {
  Bell,
  Contact,
  Headset,
  IdCard,
  Layers,
  ListChecks,
  type LucideIcon,
  MapPin,
  Plug,
  Smartphone,
  Zap,
} from 'lucide-react';
import {
  FAQ_FREE_TRIAL_DAYS,
  formatRupees,
  INTRO_PRICING_SIGNUPS,
  MONEY_BACK_DAYS,
  PRICE_LOCK_UNTIL_YEAR,
  PRICE_NOTE_FREE_TRIAL_DAYS,
  PRICE_PER_USER_PER_MONTH,
  VOLUME_DISCOUNT_MIN_USERS,
} from './pricing-plans';

export interface PricingCard {
  title: string;
  body: string;
  icon: LucideIcon;
}

/** §2.5 banners, word for word. */
export const PRICING_BANNERS = [
  `Introductory pricing for first ${INTRO_PRICING_SIGNUPS} signups`,
  `Lock in this price until ${PRICE_LOCK_UNTIL_YEAR}`,
  `Cancel anytime, 100% money-back in first ${MONEY_BACK_DAYS} days`,
] as const;

/** §2.5 notes under the price. GAP-03: this note says 14 days; the FAQ and contact block say 30. */
export const PRICE_NOTES = [
  'Excludes GST',
  `${PRICE_NOTE_FREE_TRIAL_DAYS}-day free trial`,
  'No setup fees',
  'All features included',
] as const;

export const VOLUME_DISCOUNT_TEXT = `Volume discounts for teams of ${VOLUME_DISCOUNT_MIN_USERS} or more users.`;

/** §2.5 feature cards, in the spec's order. */
export const FEATURE_CARDS: readonly PricingCard[] = [
  {
    title: 'GPS Tracking',
    body: 'See where each field employee is during work hours, with their routes, trips and time spent at each place.',
    icon: MapPin,
  },
  {
    title: 'Task Management',
    body: 'Assign tasks and projects, set due dates and see what your team finished today.',
    icon: ListChecks,
  },
  {
    title: 'Customer Management',
    body: 'Keep customer details in one place and follow every complaint and request until it is resolved.',
    icon: Contact,
  },
  {
    title: 'Employee Management',
    body: 'Attendance with punch in and out, breaks, work logs, teams and departments.',
    icon: IdCard,
  },
  {
    title: 'Smart Notifications',
    body: 'Push notifications tell managers and field staff about the work that needs them.',
    icon: Bell,
  },
  {
    title: 'Integrations & API',
    body: 'Connect Ronda to the tools you already use and take its reports into your own systems.',
    icon: Plug,
  },
];

export const BENEFIT_CARDS: readonly PricingCard[] = [
  {
    title: 'Live in minutes',
    body: 'Set up the company app in about 30 seconds and each employee app in about 10 seconds with a QR code.',
    icon: Zap,
  },
  {
    title: 'One plan, no surprises',
    body: 'Every feature in one per-user price. No setup fees and no add-ons to buy later.',
    icon: Layers,
  },
  {
    title: 'Made for teams on the move',
    body: 'Android and iOS apps for the people in the field, a web console for the managers who plan their day.',
    icon: Smartphone,
  },
  {
    title: 'Support from Goa',
    body: 'Talk to the people who build Ronda, Monday to Friday, 9 to 5 IST.',
    icon: Headset,
  },
];

export interface FaqItem {
  question: string;
  answer: string;
}

/** Six questions (§2.5). GAP-03: the free trial here is 30 days, as the spec's FAQ says. */
export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: 'Is there a free trial?',
    answer: `Yes. Every new company gets a ${FAQ_FREE_TRIAL_DAYS}-day free trial with all features included, so your team can try Ronda in the field before you pay.`,
  },
  {
    question: 'How is the price worked out?',
    answer: `You pay per user per month: ${formatRupees(PRICE_PER_USER_PER_MONTH.annual)} when billed annually, or ${formatRupees(PRICE_PER_USER_PER_MONTH.monthly)} when billed monthly. Prices exclude GST.`,
  },
  {
    question: 'Are there setup fees or extra charges?',
    answer: 'No. There are no setup fees, and every feature is included in the per-user price.',
  },
  {
    question: 'Can I cancel anytime?',
    answer: `Yes. Cancel anytime. If Ronda is not right for you, you get 100% of your money back in your first ${MONEY_BACK_DAYS} days.`,
  },
  {
    question: 'Do you offer discounts for larger teams?',
    answer: `Yes. Volume discounts are available for teams of ${VOLUME_DISCOUNT_MIN_USERS} or more users. Write to us and we will send you a quote.`,
  },
  {
    question: 'How long does this price last?',
    answer: `Introductory pricing is for our first ${INTRO_PRICING_SIGNUPS} signups, and they lock in this price until ${PRICE_LOCK_UNTIL_YEAR}.`,
  },
];

export const PRICING_INQUIRY_SUBJECT = 'Pricing Inquiry';
