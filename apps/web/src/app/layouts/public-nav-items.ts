import { paths } from '@/config/paths';

export interface NavItem {
  label: string;
  to: string;
}

/** Logged-out top navigation, in the spec's order (§2.1). */
export const PUBLIC_NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'Get in Touch', to: paths.contact },
  { label: 'Login', to: paths.login },
  { label: 'Pricing Plan', to: paths.pricing },
  { label: 'Pilot', to: paths.pilot },
];

export const FOOTER_COLUMNS: readonly { heading: string; items: readonly NavItem[] }[] = [
  {
    heading: 'Company',
    items: [
      { label: 'Home', to: paths.home },
      { label: 'Contact Us', to: paths.contact },
    ],
  },
  {
    heading: 'Legal',
    items: [
      { label: 'Privacy Policy', to: paths.privacy },
      { label: 'Terms & Conditions', to: paths.terms },
      { label: 'Refund Policy', to: paths.refund },
      { label: 'Pricing', to: paths.pricing },
      { label: 'Account Deletion', to: paths.accountDeletion },
    ],
  },
];
