import { Link } from 'react-router';
import { paths } from '@/config/paths';
import type { LegalSection } from './legal-document';
import { SupportContactDetails, SupportEmailLink } from './support-contact';

/** Sections 9 to 17 of the Terms and Conditions. */
export const TERMS_LEGAL_SECTIONS: readonly LegalSection[] = [
  {
    id: 'customer-data',
    title: 'Customer Data and Ownership',
    content: (
      <>
        <p>
          You own the data that you and your users put into Ronda, including employee records,
          locations, work logs, photos, tasks, customer details and customer requests
          (&quot;Customer Data&quot;). You give us permission to host, process and show Customer
          Data only to provide the Service to you, as our{' '}
          <Link to={paths.privacy}>Privacy Policy</Link> describes.
        </p>
        <p>
          We never sell Customer Data. We may use aggregated statistics that identify no person or
          company to run and improve the Service. You may ask us for an export of your Customer Data
          at any time while your account is active.
        </p>
      </>
    ),
  },
  {
    id: 'location-archival',
    title: 'Data Retention and Location Archival',
    content: (
      <>
        <p>
          Location data older than 48 hours is archived. Archived data keeps the trips, visited
          places and time spent at each location that timelines and reports use; the raw location
          points are deleted after archival. If you need raw location points for longer, record what
          you need within those 48 hours.
        </p>
        <p>Other data is kept as set out in section 7 of our Privacy Policy.</p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    title: 'Intellectual Property',
    content: (
      <p>
        Ronda owns the Service, including its software, apps, designs and the Ronda name and logo.
        While your subscription is active, we give you a limited, non-exclusive, non-transferable
        right to use the Service for your business. If you send us suggestions, we may use them
        freely.
      </p>
    ),
  },
  {
    id: 'third-party-services',
    title: 'Third-Party Services',
    content: (
      <p>
        The Service relies on other providers: Google and Apple for sign-in and push notifications,
        Google Play and the App Store for the mobile apps, map and address lookup services, and a
        payment processor. Their own terms apply to their services, and we are not responsible for
        their outages. Addresses found through map services may be approximate.
      </p>
    ),
  },
  {
    id: 'availability-and-support',
    title: 'Service Availability and Support',
    content: (
      <>
        <p>
          We work to keep the Service available at all times. We announce planned maintenance in
          advance where we can. If the Service is unavailable for more than 72 consecutive hours
          because of a fault on our side, you may ask for a refund under the Refund Policy.
        </p>
        <p>
          Support is available Monday to Friday, 9 am to 5 pm IST, at{' '}
          <SupportEmailLink subject="Support request" />.
        </p>
      </>
    ),
  },
  {
    id: 'warranties-and-indemnity',
    title: 'Warranties and Indemnity',
    content: (
      <>
        <p>
          To the extent the law allows, the Service is provided &quot;as is&quot;. Location accuracy
          depends on each phone, its settings and its GPS and network signal, so we do not promise
          that every position or address is exact or that the Service is never interrupted.
        </p>
        <p>
          You will compensate Ronda for claims by third parties, including your employees and
          customers, that arise from your breach of these Terms or of the law, such as tracking
          people without the notice or consent required.
        </p>
      </>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of Liability',
    content: (
      <>
        <p>
          Ronda is not liable for indirect or consequential loss, or for loss of profit, revenue,
          business or goodwill.
        </p>
        <p>
          Our total liability arising out of or in connection with the Service is capped at the fees
          you paid us for the Service in the 12 months before the event that gave rise to the claim.
        </p>
        <p>Nothing in these Terms limits liability that cannot be limited under Indian law.</p>
      </>
    ),
  },
  {
    id: 'termination',
    title: 'Suspension and Termination',
    content: (
      <>
        <p>
          You may cancel your subscription at any time. Cancellation takes effect at the end of the
          current billing period, and refunds follow the Refund Policy.
        </p>
        <p>
          We may suspend or end your access, with notice where we can give it, if you seriously or
          repeatedly breach these Terms, if invoices stay unpaid, or if the law requires it.
        </p>
        <p>
          When an account is closed, its data is deleted within 30 days, as explained on the{' '}
          <Link to={paths.accountDeletion}>Account Deletion page</Link>. Sections that by their
          nature should continue, such as ownership, liability and governing law, survive the end of
          these Terms.
        </p>
      </>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing Law, Disputes and Contact',
    content: (
      <>
        <p>
          These Terms are governed by the laws of India. If a dispute arises, please write to us
          first so that we can try to settle it together. If we cannot, the courts of Goa, India
          have exclusive jurisdiction.
        </p>
        <SupportContactDetails subject="Terms and Conditions" />
      </>
    ),
  },
];
