import { paths } from '@/config/paths';

/**
 * Public pages rendered to HTML at build time, so their text is in the page before JavaScript
 * runs (search engines, link previews, first paint). Each gets its own title and description.
 * `module` is the page's source file: its CSS and chunks are linked from the page's <head>, so the
 * first paint is already styled and hydration does not wait on a chain of imports.
 */
export const PRERENDERED_PAGES = [
  {
    path: paths.home,
    module: 'src/features/home/home-page.tsx',
    title: 'Ronda — see where your field team is, what they finished, who is waiting',
    description:
      'Ronda shows managers of field teams where their people are, what they finished today and which customers are waiting. Built in Goa, India.',
  },
  {
    path: paths.pricing,
    module: 'src/features/pricing/pricing-page.tsx',
    title: 'Pricing — Ronda',
    description:
      'Simple per-user pricing for field teams: ₹189 per user per month billed annually, or ₹249 monthly. All features included.',
  },
  {
    path: paths.pilot,
    module: 'src/features/pilot/pilot-page.tsx',
    title: 'Pilot Program — Ronda',
    description: 'Co-create the future of business operations: 50 companies, free access.',
  },
  {
    path: paths.contact,
    module: 'src/features/contact/contact-page.tsx',
    title: 'Contact Us — Ronda',
    description: 'Talk to the Ronda team in Goa, India: sales, support and partnerships.',
  },
  {
    path: paths.accountDeletion,
    module: 'src/features/account-deletion/account-deletion-page.tsx',
    title: 'Account Deletion — Ronda',
    description: 'Ask for your Ronda account and its data to be deleted.',
  },
  {
    path: paths.privacy,
    module: 'src/features/legal/privacy-page.tsx',
    title: 'Privacy Policy — Ronda',
    description: 'How Ronda collects, uses and protects personal and location data.',
  },
  {
    path: paths.terms,
    module: 'src/features/legal/terms-page.tsx',
    title: 'Terms and Conditions — Ronda',
    description: 'The terms for using Ronda, its web console and mobile apps.',
  },
  {
    path: paths.refund,
    module: 'src/features/legal/refund-page.tsx',
    title: 'Refund Policy — Ronda',
    description: 'When and how Ronda subscriptions are refunded.',
  },
] as const;
