import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { LegalSection } from './legal-document';

/** Sections 1 to 8 of the Terms and Conditions; 9 to 17 are in terms-legal-sections.tsx. */
export const TERMS_SERVICE_SECTIONS: readonly LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of These Terms',
    content: (
      <>
        <p>
          These Terms and Conditions (the &quot;Terms&quot;) govern the use of Ronda: this website,
          the Ronda web console and the Ronda mobile apps for Android and iOS (together, the
          &quot;Service&quot;). The Service is provided by Ronda Technologies LLP, a limited
          liability partnership based in Goa, India (&quot;Ronda&quot;, &quot;we&quot;,
          &quot;us&quot;).
        </p>
        <p>
          The Terms are an agreement between Ronda and the company that signs up for the Service
          (the &quot;Customer&quot; or &quot;you&quot;). By creating a company account or using the
          Service you accept them. If you accept on behalf of a company, you confirm that you are
          authorised to bind it.
        </p>
        <p>
          Our <Link to={paths.privacy}>Privacy Policy</Link> and{' '}
          <Link to={paths.refund}>Refund Policy</Link> form part of these Terms. We may update the
          Terms; we will tell Company Administrators about material changes at least 30 days before
          they take effect.
        </p>
      </>
    ),
  },
  {
    id: 'the-service',
    title: 'The Ronda Service',
    content: (
      <>
        <p>
          Ronda gives companies with field teams visibility of their workforce: employee location
          tracking and timelines, attendance with punch in and punch out, breaks, work logs, trips
          and visited places, tasks and projects, customer management, customer requests, teams and
          departments, push notifications and reports.
        </p>
        <p>
          We keep improving Ronda and may add, change or remove features. We will not materially
          reduce the core features of a plan during a period you have already paid for.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Eligibility',
    content: (
      <>
        <p>
          You must be at least 18 years old, and able to enter into a binding contract under the
          Indian Contract Act, 1872, to use the Service. Every user a Customer adds, including every
          employee, must also be at least 18 years old.
        </p>
        <p>
          The Service is for business use. It must not be used to track family members, friends or
          anyone outside a working relationship.
        </p>
      </>
    ),
  },
  {
    id: 'accounts-and-roles',
    title: 'Accounts and Roles',
    content: (
      <>
        <p>
          A company account is created from the Ronda company app, and users sign in with a verified
          Google or Apple account. Employees join their company by scanning its QR code in the
          employee app. There are three roles:
        </p>
        <ul>
          <li>
            <strong>Company Administrators</strong> manage the company profile, users, roles,
            departments and the subscription, and can see all of the company&apos;s data.
          </li>
          <li>
            <strong>Supervisors</strong> manage the teams and tasks assigned to them and see the
            employee data relevant to their management duties.
          </li>
          <li>
            <strong>Employees</strong> punch in and out, record breaks, work logs and task updates,
            and see their own data and assigned tasks.
          </li>
        </ul>
        <p>
          You decide who joins your account and with which role, and you are responsible for what
          your users do in the Service. Keep sign-in details secure and tell us promptly if you
          suspect unauthorised use.
        </p>
      </>
    ),
  },
  {
    id: 'subscriptions-and-billing',
    title: 'Subscriptions, Billing and Price Changes',
    content: (
      <>
        <p>
          Subscriptions are priced per user and billed monthly or annually, in advance, in Indian
          rupees. Prices exclude GST, which is added to each invoice. Current prices are on our{' '}
          <Link to={paths.pricing}>Pricing page</Link>.
        </p>
        <p>
          A subscription renews automatically at the end of each billing period until you cancel it.
          Users added during a period are charged from the date they are added.
        </p>
        <p>
          We will give you at least 30 days&apos; notice of any price change, by e-mail to your
          Company Administrators. A new price applies from your first billing period that starts
          after the notice period ends, and any price we have promised to lock for a fixed period
          stays locked for that period.
        </p>
        <p>
          If an invoice stays unpaid after we have reminded you, we may suspend the Service until it
          is paid.
        </p>
      </>
    ),
  },
  {
    id: 'trials-pilot-and-refunds',
    title: 'Free Trials, Pilot Programme and Refunds',
    content: (
      <>
        <p>
          Free trials need no credit card. When a trial ends, the Service continues only if you
          choose a paid plan. Companies selected for the pilot programme get free access for the
          length of the programme, on the terms we share with them when they join.
        </p>
        <p>
          Refunds, including our 100% money-back guarantee in the first 30 days, are covered by the{' '}
          <Link to={paths.refund}>Refund Policy</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable Use',
    content: (
      <>
        <p>You must not use the Service, or let anyone else use it, to:</p>
        <ul>
          <li>track a person without telling them or without a lawful reason;</li>
          <li>track employees outside their working time or after they have punched out;</li>
          <li>harass, stalk, threaten or unlawfully discriminate against anyone;</li>
          <li>upload unlawful, infringing or harmful content, or malware;</li>
          <li>falsify location, attendance or work records, for example with fake-GPS apps;</li>
          <li>
            access data that is not yours, or probe, scan or break the Service&apos;s security;
          </li>
          <li>
            copy, resell or reverse engineer the Service, except as the law expressly allows; or
          </li>
          <li>overload the Service, for example by automated scraping.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'location-tracking',
    title: 'Location Tracking and Employee Notice',
    content: (
      <>
        <p>
          The employee app collects location only while an employee is punched in. As the employer,
          you are responsible for:
        </p>
        <ul>
          <li>telling employees, before they start, what Ronda records and why;</li>
          <li>obtaining any consent and giving any notice that the law requires;</li>
          <li>using location and other employee data only for legitimate work purposes; and</li>
          <li>answering your employees&apos; requests about their data.</li>
        </ul>
        <p>
          Our <Link to={paths.privacy}>Privacy Policy</Link> explains to employees what Ronda
          collects; it does not replace your own notice to them.
        </p>
      </>
    ),
  },
];
