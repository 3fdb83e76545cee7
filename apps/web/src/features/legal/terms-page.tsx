import { LEGAL_DOCUMENTS_DATE } from './legal-dates';
import { LegalDocument } from './legal-document';
import { TERMS_LEGAL_SECTIONS } from './terms-legal-sections';
import { TERMS_SERVICE_SECTIONS } from './terms-service-sections';

const TERMS_SECTIONS = [...TERMS_SERVICE_SECTIONS, ...TERMS_LEGAL_SECTIONS];

/** /terms: the Terms and Conditions, 17 numbered sections (public-site-and-sign-in.md §2.8). */
export function TermsPage() {
  return (
    <LegalDocument
      title="Terms and Conditions"
      lastUpdated={LEGAL_DOCUMENTS_DATE}
      effective={LEGAL_DOCUMENTS_DATE}
      summary={
        <p>
          These Terms are the agreement between Ronda Technologies LLP and the company that uses
          Ronda. In short: every user must be 18 or over, your company owns its data, you must tell
          your employees what Ronda records, and you can cancel at any time.
        </p>
      }
      sections={TERMS_SECTIONS}
    />
  );
}
