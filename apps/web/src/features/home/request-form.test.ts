import { describe, expect, it } from 'vitest';
import {
  EMPTY_REQUEST_FORM,
  PHONE_PLACEHOLDER,
  REQUEST_SUCCESS_CLOSE_MS,
  REQUEST_TITLES,
  toRequestNotificationBody,
  validateRequestForm,
} from './request-form';

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
    expect(validateRequestForm(EMPTY_REQUEST_FORM)).toEqual({
      name: expect.any(String),
      companyName: expect.any(String),
      email: expect.any(String),
    });
    expect(
      validateRequestForm({ ...EMPTY_REQUEST_FORM, name: '  ', companyName: 'A', email: 'a@b.in' }),
    ).toEqual({ name: 'Please enter your name.' });
  });

  it('PUB-REQ-09..11 phone, preferred date and message are optional (PUB-OURS-02: nothing else is checked)', () => {
    expect(
      validateRequestForm({
        ...EMPTY_REQUEST_FORM,
        name: 'Asha',
        companyName: 'Konkan Cool Services',
        email: 'not-checked-here',
      }),
    ).toEqual({});
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
