import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { LegalSection } from './legal-document';
import { SupportContactDetails, SupportEmailLink } from './support-contact';

const REFUND_SUBJECT = 'Refund request';

/** The 12 sections of the Refund Policy (public-site-and-sign-in.md §2.8, §9). */
export const REFUND_SECTIONS: readonly LegalSection[] = [
  {
    id: 'overview',
    title: 'Overview',
    content: (
      <p>
        This policy explains when Ronda Technologies LLP refunds fees for Ronda subscriptions and
        how to ask for a refund. It applies to every paid plan, billed monthly or annually, and
        forms part of our <Link to={paths.terms}>Terms and Conditions</Link>.
      </p>
    ),
  },
  {
    id: 'money-back-guarantee',
    title: '30-Day Money-Back Guarantee',
    content: (
      <p>
        If Ronda is not right for your team, you get 100% money-back in the first 30 days. Cancel
        within 30 days of your first paid subscription and we refund everything you paid, including
        GST. You do not have to justify the decision, though a line on what did not work helps us
        improve. The guarantee applies once per company.
      </p>
    ),
  },
  {
    id: 'annual-subscriptions',
    title: 'Annual Subscriptions',
    content: (
      <>
        <p>
          After the first 30 days, an annual subscription that you cancel stays active until the end
          of the year you paid for and then does not renew. Unused months are not refunded.
        </p>
        <p>
          Two exceptions apply. An outage that qualifies under section 5 is refunded as that section
          explains. If we end the Service for reasons other than your breach of the Terms, we refund
          the fees for the full months left in your term.
        </p>
      </>
    ),
  },
  {
    id: 'monthly-subscriptions',
    title: 'Monthly Subscriptions',
    content: (
      <>
        <p>
          A monthly subscription can be cancelled at any time. Cancellation takes effect at the end
          of the month already paid for, and part months are not refunded after the first 30 days.
        </p>
        <p>
          If you move from monthly to annual billing, we credit the unused part of your current
          month against the annual invoice.
        </p>
      </>
    ),
  },
  {
    id: 'service-outages',
    title: 'Service Outages',
    content: (
      <>
        <p>
          An outage of more than 72 consecutive hours qualifies for a refund, whatever the age of
          your subscription. An outage means that your company cannot use the web console or the
          mobile apps because of a fault on our side.
        </p>
        <p>
          For a qualifying outage we refund the fees for the month in which it happened (one twelfth
          of the annual fee on an annual plan). Planned maintenance announced in advance, problems
          with your own phones or networks, and outages of Google, Apple or other third-party
          services do not count. Please ask within 30 days of the outage ending.
        </p>
      </>
    ),
  },
  {
    id: 'trials-and-pilot',
    title: 'Free Trials and the Pilot Programme',
    content: (
      <p>
        Free trials and the pilot programme cost nothing and need no credit card, so there is
        nothing to refund. You pay only once you choose a paid plan, and the 30-day money-back
        guarantee starts from that first payment.
      </p>
    ),
  },
  {
    id: 'not-refundable',
    title: 'What Is Not Refundable',
    content: (
      <ul>
        <li>fees for periods after the first 30 days, except as sections 3 and 5 allow;</li>
        <li>
          fees for accounts suspended or closed because they broke the acceptable use rules in our
          Terms;
        </li>
        <li>charges made by your own bank or card issuer, such as currency conversion fees.</li>
      </ul>
    ),
  },
  {
    id: 'how-to-ask',
    title: 'How to Ask for a Refund',
    content: (
      <>
        <p>
          E-mail <SupportEmailLink subject={REFUND_SUBJECT} />, preferably from the address of a
          Company Administrator, with:
        </p>
        <ul>
          <li>your company name and the e-mail address the account is registered with;</li>
          <li>the invoice number or the date of the payment;</li>
          <li>the reason for the request and, for an outage, when it started and ended.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'review',
    title: 'Review of Your Request',
    content: (
      <p>
        We review every request and tell you our decision within 5-7 business days. If we need more
        details, we will ask, and the time runs from when we have them. Business days are Monday to
        Friday, excluding public holidays in India.
      </p>
    ),
  },
  {
    id: 'refund-payment',
    title: 'Refund Payment',
    content: (
      <p>
        Approved refunds are paid in Indian rupees to the original payment method within 10-14
        business days of approval, with a GST credit note for the amount refunded. Your bank may
        take a few more days to show the money in your account.
      </p>
    ),
  },
  {
    id: 'cancelling',
    title: 'Cancelling Your Subscription',
    content: (
      <p>
        To cancel, write to <SupportEmailLink subject="Cancel subscription" />. Your team keeps
        access until the end of the period you have paid for. Cancelling does not delete your data;
        to close the account and delete its data, use the{' '}
        <Link to={paths.accountDeletion}>Account Deletion page</Link>.
      </p>
    ),
  },
  {
    id: 'changes-and-contact',
    title: 'Changes and Contact',
    content: (
      <>
        <p>
          We may update this policy; the dates at the top of this page show the current version. A
          change never affects a refund request made before it.
        </p>
        <SupportContactDetails subject={REFUND_SUBJECT} />
      </>
    ),
  },
];
