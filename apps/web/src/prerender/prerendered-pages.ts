import { paths } from '@/config/paths';

export interface PrerenderedPage {
  path: string;
  /** The page's source file: its CSS is inlined into the page's <head>. */
  module: string;
  title: string;
  description: string;
  /**
   * 'islands' (the default): the page stays HTML, with native controls, and loads one small
   * script; only its interactive parts are taken over by React, on a visitor's first touch.
   * 'app': the single-page app hydrates the whole page once it has painted.
   */
  hydration?: 'islands' | 'app';
  /** Where a signed-in visitor is sent at once (PublicGate's rule, GAP-06); unset: stays. */
  signedInRedirect?: string;
}

/**
 * Public pages rendered to HTML at build time, so their text is in the page before JavaScript
 * runs (search engines, link previews, first paint). Each gets its own title and description.
 * `module` is the page's source file: its CSS and chunks are linked from the page's <head>, so the
 * first paint is already styled and hydration does not wait on a chain of imports.
 */
const PAGES: readonly PrerenderedPage[] = [
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
  // The request form is in the HTML from the first paint; the app hydrates the whole page (it
  // loads companies and checks addresses as the visitor types). The map loads when it is needed.
  {
    path: paths.customer,
    module: 'src/features/customer-request/customer-request-page.tsx',
    title: 'Raise a Request — Ronda',
    description: 'Tell a company on Ronda what you need and where. No account needed.',
    hydration: 'app',
  },
  // One page for every company: the server answers /company/{id}/customer with it, and the app
  // fills in the company's name.
  {
    path: paths.companyCustomer,
    module: 'src/features/customer-request/customer-request-page.tsx',
    title: 'Raise a Request — Ronda',
    description: 'Tell the company what you need and where. No account needed.',
    hydration: 'app',
  },
];

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = PAGES.map((page) =>
  // /pilot is outside PublicGate: signed-in people may read it too.
  page.path === paths.pilot ? page : { ...page, signedInRedirect: paths.dashboard },
);
