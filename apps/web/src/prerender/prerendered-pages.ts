import { paths } from '@/config/paths';

/**
 * Public pages rendered to HTML at build time, so their text is in the page before JavaScript
 * runs (search engines, link previews, first paint). Each gets its own title and description.
 */
export const PRERENDERED_PAGES = [
  {
    path: paths.home,
    title: 'Ronda — see where your field team is, what they finished, who is waiting',
    description:
      'Ronda shows managers of field teams where their people are, what they finished today and which customers are waiting. Built in Goa, India.',
  },
  {
    path: paths.pricing,
    title: 'Pricing — Ronda',
    description:
      'Simple per-user pricing for field teams: ₹189 per user per month billed annually, or ₹249 monthly. All features included.',
  },
  {
    path: paths.pilot,
    title: 'Pilot Program — Ronda',
    description: 'Co-create the future of business operations: 50 companies, free access.',
  },
  {
    path: paths.contact,
    title: 'Contact Us — Ronda',
    description: 'Talk to the Ronda team in Goa, India: sales, support and partnerships.',
  },
  {
    path: paths.accountDeletion,
    title: 'Account Deletion — Ronda',
    description: 'Ask for your Ronda account and its data to be deleted.',
  },
  {
    path: paths.privacy,
    title: 'Privacy Policy — Ronda',
    description: 'How Ronda collects, uses and protects personal and location data.',
  },
  {
    path: paths.terms,
    title: 'Terms and Conditions — Ronda',
    description: 'The terms for using Ronda, its web console and mobile apps.',
  },
  {
    path: paths.refund,
    title: 'Refund Policy — Ronda',
    description: 'When and how Ronda subscriptions are refunded.',
  },
] as const;
