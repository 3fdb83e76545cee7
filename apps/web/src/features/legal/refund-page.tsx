import { LEGAL_DOCUMENTS_DATE } from './legal-dates';
import { LegalDocument } from './legal-document';
import { REFUND_SECTIONS } from './refund-sections';

/** /refund: the Refund Policy, a static page of 12 sections (public-site-and-sign-in.md §2.8). */
export function RefundPage() {
  return (
    <LegalDocument
      title="Refund Policy"
      lastUpdated={LEGAL_DOCUMENTS_DATE}
      effective={LEGAL_DOCUMENTS_DATE}
      summary={
        <p>
          Try Ronda with confidence: cancel within the first 30 days for a 100% money-back refund.
          After that, monthly plans stop at the end of the month and annual plans at the end of the
          year, and an outage of more than 72 consecutive hours qualifies for a refund.
        </p>
      }
      sections={REFUND_SECTIONS}
    />
  );
}
