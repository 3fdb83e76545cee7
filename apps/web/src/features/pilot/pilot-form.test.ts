import { pilotSubmissionSchema } from '@ronda/shared';
import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '@/components/form/form-problems';
import {
  EMPTY_PILOT_FORM,
  isPilotFormComplete,
  PILOT_FIELD_IDS,
  PILOT_FIELD_WORDINGS,
  PILOT_FIELDS,
  PILOT_REQUIRED_MESSAGE,
  PILOT_SUCCESS_CLOSE_MS,
  toPilotSubmission,
  validatePilotForm,
  type PilotFormValues,
} from './pilot-form';

const COMPLETE: PilotFormValues = {
  name: 'Rohan Dessai',
  email: 'rohan@salcetewaste.example',
  phone: '+91 98765 43210',
  companyName: 'Salcete Waste Services',
  numEmployees: '50',
  businessType: 'service',
  problemDescription: 'We cannot tell which wards were covered today.',
  website: '',
};

describe('pilot form (public-site-and-sign-in.md §4, §5, §7, §9)', () => {
  it('PUB-CONST-03 the success panel closes after 4 s', () => {
    expect(PILOT_SUCCESS_CLOSE_MS).toBe(4000);
  });

  it('PUB-PILOT-42 the alert text', () => {
    expect(PILOT_REQUIRED_MESSAGE).toBe('Please fill in all required fields.');
  });

  it('PUB-PILOT-42 PUB-PILOT-43 each of the seven fields must be non-blank after trimming', () => {
    expect(isPilotFormComplete(COMPLETE)).toBe(true);
    expect(isPilotFormComplete(EMPTY_PILOT_FORM)).toBe(false);
    for (const field of PILOT_FIELDS) {
      expect(isPilotFormComplete({ ...COMPLETE, [field]: '' })).toBe(false);
      expect(isPilotFormComplete({ ...COMPLETE, [field]: '   ' })).toBe(false);
    }
  });

  it('PUB-PILOT-45 the payload is tagged pilot with the seven fields and the honeypot, and the server schema accepts it', () => {
    const body = toPilotSubmission(COMPLETE);
    expect(Object.keys(body).sort()).toEqual(['type', ...PILOT_FIELDS, 'website'].sort());
    expect(body.type).toBe('pilot');
    expect(pilotSubmissionSchema.safeParse(body).success).toBe(true);
  });

  it('PUB-PILOT-42 each blank field gets its own message under it, in form order', () => {
    const problems = validatePilotForm(EMPTY_PILOT_FORM);
    expect(Object.keys(problems.fields)).toEqual([...PILOT_FIELDS]);
    for (const field of PILOT_FIELDS) {
      expect(problems.fields[field]).toBe(PILOT_FIELD_WORDINGS[field].required);
    }
    expect(Object.keys(PILOT_FIELD_IDS)).toEqual([...PILOT_FIELDS]);
  });

  it('the server’s own rules are checked before sending: priya@naik and a phone in words are refused', () => {
    expect(validatePilotForm(COMPLETE)).toEqual({ fields: {}, form: null });
    expect(
      validatePilotForm({ ...COMPLETE, email: 'priya@naik', phone: 'after 6 pm' }).fields,
    ).toEqual({ email: FORM_MESSAGES.email, phone: FORM_MESSAGES.phone });
  });
});
