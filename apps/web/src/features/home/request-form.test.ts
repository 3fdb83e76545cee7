import { requestSubmissionSchema } from '@ronda/shared';
import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '@/components/form/form-problems';
import {
  EMPTY_REQUEST_FORM,
  PHONE_PLACEHOLDER,
  REQUEST_FIELD_IDS,
  REQUEST_FIELD_WORDINGS,
  REQUEST_SUCCESS_CLOSE_MS,
  REQUEST_TITLES,
  toRequestNotificationBody,
  validateRequestForm,
  type RequestFormValues,
} from './request-form';

const VALID: RequestFormValues = {
  ...EMPTY_REQUEST_FORM,
  name: 'Asha Naik',
  companyName: 'Konkan Cool Services',
  email: 'asha@konkancool.example',
};

describe('request modal (public-site-and-sign-in.md §2.3, §4, §5, §9)', () => {
  it('PUB-CONST-01 the success state closes after 5000 ms', () => {
    expect(REQUEST_SUCCESS_CLOSE_MS).toBe(5000);
  });

  it('PUB-REQ-02..04 titles by type', () => {
    expect(REQUEST_TITLES).toEqual({
      demo: 'Request a Demo',
      consultation: 'Schedule Consultation',
      information: 'Request Information',
    });
  });

  it('PUB-REQ-12 the phone placeholder is in Indian international format', () => {
    expect(PHONE_PLACEHOLDER).toMatch(/^\+91 \d{5} \d{5}$/);
  });

  it('PUB-REQ-05..07 name, company name and e-mail are required; spaces count as empty', () => {
    expect(validateRequestForm('demo', EMPTY_REQUEST_FORM)).toEqual({
      fields: {
        name: 'Please enter your name.',
        companyName: 'Please enter your company name.',
        email: 'Please enter your e-mail address.',
      },
      form: null,
    });
    expect(validateRequestForm('demo', { ...VALID, name: '  ' }).fields).toEqual({
      name: 'Please enter your name.',
    });
  });

  it('PUB-REQ-09..11 phone, preferred date and message are optional', () => {
    expect(validateRequestForm('information', VALID)).toEqual({ fields: {}, form: null });
  });

  it('PUB-OURS-02 the server’s own rules are checked before sending: priya@naik, a phone of words, a broken date', () => {
    expect(validateRequestForm('demo', { ...VALID, email: 'priya@naik' }).fields).toEqual({
      email: FORM_MESSAGES.email,
    });
    expect(
      validateRequestForm('consultation', {
        ...VALID,
        phone: 'after 6 pm',
        preferredDate: '2026-12-01',
      }).fields,
    ).toEqual({
      phone: FORM_MESSAGES.phone,
      preferredDate: 'Please choose a date and a time, or leave both empty.',
    });
  });

  it('whatever the browser accepts, the server’s schema accepts', () => {
    const body = toRequestNotificationBody('demo', {
      ...VALID,
      phone: '+91 98765 43210',
      preferredDate: '2026-03-02T10:30',
      message: 'Ten vans',
    });
    expect(validateRequestForm('demo', VALID).fields).toEqual({});
    expect(requestSubmissionSchema.safeParse(body).success).toBe(true);
  });

  it('every field has a control id and wording, in form order', () => {
    expect(Object.keys(REQUEST_FIELD_IDS)).toEqual(Object.keys(REQUEST_FIELD_WORDINGS));
  });

  it('PUB-REQ-20 PUB-REQ-22 the body carries the type, every field (trimmed) and the honeypot', () => {
    expect(
      toRequestNotificationBody('consultation', {
        name: ' Asha Naik ',
        companyName: 'Konkan Cool Services',
        email: 'asha@konkancool.example ',
        phone: '+91 98765 43210',
        preferredDate: '2026-03-02T10:30',
        message: ' 25 technicians ',
        website: '',
      }),
    ).toEqual({
      type: 'consultation',
      name: 'Asha Naik',
      companyName: 'Konkan Cool Services',
      email: 'asha@konkancool.example',
      phone: '+91 98765 43210',
      preferredDate: '2026-03-02T10:30',
      message: '25 technicians',
      website: '',
    });
  });
});
