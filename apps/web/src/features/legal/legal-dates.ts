import type { LegalDate } from './legal-document';

/** All three documents were last updated, and took effect, on 15 January 2025 (spec §2.8). */
export const LEGAL_DOCUMENTS_DATE: LegalDate = { iso: '2025-01-15', text: '15 January 2025' };
