import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { LegalSection } from './legal-document';
import { SupportContactDetails, SupportEmailLink } from './support-contact';

/** Sections 6 to 10 of the Privacy Policy. */
export const PRIVACY_RIGHTS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'your-rights',
    title: 'Your Rights and Who Can See Your Data',
    content: (
      <>
        <h3>Role-based access</h3>
        <p>Access in Ronda is role-based. What a user sees depends on their role:</p>
        <ul>
          <li>
            <strong>Administrators and supervisors</strong> see employee data relevant to their
            management duties, such as the live location, timelines, attendance and work logs of the
            people they manage.
          </li>
          <li>
            <strong>Employees</strong> see their own data and assigned tasks.
          </li>
          <li>
            <strong>Customers</strong> who raise a request see only their own request and its
            reference number.
          </li>
        </ul>
        <p>
          Ronda staff look at a company&apos;s data only when the company asks for support, or when
          we must do so to keep the service secure or to follow the law.
        </p>
        <h3>Your rights under the DPDP Act</h3>
        <ul>
          <li>to get a summary of the personal data processed about you and how it is used;</li>
          <li>to have inaccurate or incomplete data corrected, completed or updated;</li>
          <li>to have data erased when it is no longer needed;</li>
          <li>to withdraw consent you have given, for the future;</li>
          <li>to have your grievances addressed; and</li>
          <li>to nominate a person to exercise these rights if you die or cannot act yourself.</li>
        </ul>
        <h3>How to use your rights</h3>
        <p>
          If you are an employee, or a customer of a company that uses Ronda, that company decides
          how your data is used, so please ask them first. We help every company answer such
          requests, and if you write to us we will pass your request to the right company.
        </p>
        <p>
          For anything else, write to <SupportEmailLink subject="Privacy request" />. To close a
          company account and delete its data, use the{' '}
          <Link to={paths.accountDeletion}>Account Deletion page</Link>. Deletion happens within 30
          days, and signing in within 14 days of the request cancels it.
        </p>
      </>
    ),
  },
  {
    id: 'data-retention',
    title: 'Data Retention',
    content: (
      <>
        <p>We keep personal data only as long as we need it:</p>
        <ul>
          <li>
            <strong>Location</strong>: raw location data for 48 hours, then only the archived
            summary described in section 5, for as long as the company keeps its account.
          </li>
          <li>
            <strong>Attendance, work logs, tasks, photos and customer requests</strong>: for as long
            as the company&apos;s account is active, unless the company deletes them earlier.
          </li>
          <li>
            <strong>Closed accounts</strong>: deleted within 30 days of a deletion request; copies
            in backups are overwritten in their normal cycle.
          </li>
          <li>
            <strong>Messages from this website</strong> (contact, demo, pilot and deletion
            requests): for as long as we need to answer and follow up.
          </li>
          <li>
            <strong>Invoices and billing records</strong>: for as long as Indian tax and accounting
            laws require.
          </li>
          <li>
            <strong>Server logs</strong>: for a short period, to investigate faults and misuse.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'international-transfers',
    title: 'International Data Transfers',
    content: (
      <>
        <p>
          Ronda is run from India. Some of our service providers (hosting, e-mail delivery, maps and
          push notifications) may process data in other countries.
        </p>
        <p>
          The DPDP Act allows personal data to be transferred outside India except to countries the
          Government of India restricts. We do not transfer data to restricted countries, and we
          require every provider to protect personal data at least as well as this policy does.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    content: (
      <>
        <p>
          We may update this policy when Ronda or the law changes. The date at the top of this page
          shows when it was last updated.
        </p>
        <p>
          If a change affects how we use personal data in a significant way, we will tell company
          administrators by e-mail or in the web console at least 30 days before it takes effect.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact Us',
    content: (
      <>
        <p>
          Questions, requests and complaints about privacy go to our Grievance Officer at{' '}
          <SupportEmailLink subject="Privacy request" />. If you are not satisfied with our answer,
          you may complain to the Data Protection Board of India.
        </p>
        <SupportContactDetails subject="Privacy request" />
        <p>
          See also our <Link to={paths.terms}>Terms and Conditions</Link> and{' '}
          <Link to={paths.refund}>Refund Policy</Link>.
        </p>
      </>
    ),
  },
];
