import { LEGAL_DOCUMENTS_DATE } from './legal-dates';
import { LegalDocument } from './legal-document';
import { PRIVACY_RIGHTS_SECTIONS } from './privacy-rights-sections';
import { PRIVACY_COLLECTION_SECTIONS } from './privacy-collection-sections';

const PRIVACY_SECTIONS = [...PRIVACY_COLLECTION_SECTIONS, ...PRIVACY_RIGHTS_SECTIONS];

/** /privacy: the Privacy Policy, 10 numbered sections (public-site-and-sign-in.md §2.8). */
export function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated={LEGAL_DOCUMENTS_DATE}
      effective={LEGAL_DOCUMENTS_DATE}
      summary={
        <p>
          Ronda helps companies see where their field teams are and what they have done. We collect
          location only while an employee is punched in, keep raw location data for 48 hours, show
          each person only what their role allows, and never sell personal data.
        </p>
      }
      sections={PRIVACY_SECTIONS}
    />
  );
}
