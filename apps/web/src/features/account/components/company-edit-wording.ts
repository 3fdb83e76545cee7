import { COMPANY_STOP_THRESHOLD } from '@ronda/shared';
import { FORM_MESSAGES, type FieldWordings } from '@/components/form/form-problems';

/** The company form's fields as the shared schema names them. */
export type CompanyField =
  | 'name'
  | 'email'
  | 'phone'
  | 'website'
  | 'address'
  | 'coordinates'
  | 'timezone'
  | 'stopThresholdMinutes'
  | 'logo';

/** Each field's control, in form order: the first with a problem takes focus. */
export const COMPANY_FIELD_IDS: Readonly<Record<CompanyField, string>> = {
  name: 'company-name',
  email: 'company-email',
  phone: 'company-phone',
  website: 'company-website',
  address: 'company-address',
  // The point on the map belongs to the address picker.
  coordinates: 'company-address',
  timezone: 'company-timezone',
  stopThresholdMinutes: 'company-stop-threshold',
  logo: 'company-logo',
};

/** How the schema's refusals are said to an admin: plain words, never the schema's text. */
export const COMPANY_FIELD_WORDINGS: FieldWordings<CompanyField> = {
  name: { label: 'Company name', invalid: 'Company name must be 2 to 120 characters.' },
  email: { label: 'E-mail' },
  phone: { label: 'Phone', invalid: FORM_MESSAGES.phone },
  website: {
    label: 'Website',
    invalid: 'Please enter the whole web address, for example https://example.com.',
  },
  address: { label: 'Address' },
  coordinates: { label: 'Address', invalid: 'Please choose the address on the map again.' },
  timezone: { label: 'Time zone', invalid: 'Please choose a time zone from the list.' },
  stopThresholdMinutes: {
    label: 'Shortest stop',
    invalid: `Shortest stop must be a whole number of minutes from ${COMPANY_STOP_THRESHOLD.min} to ${COMPANY_STOP_THRESHOLD.max}.`,
  },
  logo: { label: 'Logo', invalid: 'Please upload the logo again.' },
};
