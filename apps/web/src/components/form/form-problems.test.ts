import {
  contactSubmissionSchema,
  customerCreateRequestSchema,
  deletionSubmissionSchema,
  pilotSubmissionSchema,
  requestSubmissionSchema,
} from '@ronda/shared';
import { describe, expect, it } from 'vitest';
import { ApiRequestError, DEFAULT_ERROR_MESSAGE } from '@/lib/api-request-error';
import {
  FORM_MESSAGES,
  hasProblems,
  isBlank,
  isRefusal,
  problemsFromFailure,
  problemsFromIssues,
  type FieldWordings,
} from './form-problems';

type Field = 'name' | 'email' | 'phone' | 'message';
const WORDINGS: FieldWordings<Field> = {
  name: { label: 'Name', required: 'Please enter your name.' },
  email: { label: 'Email', required: 'Please enter your e-mail address.' },
  phone: { label: 'Phone', invalid: FORM_MESSAGES.phone },
  message: { label: 'Message' },
};

describe('the public forms and the server share one e-mail rule', () => {
  const schemas = {
    'request modal': requestSubmissionSchema,
    contact: contactSubmissionSchema,
    deletion: deletionSubmissionSchema,
    pilot: pilotSubmissionSchema,
    'customer request': customerCreateRequestSchema,
  };
  for (const [form, schema] of Object.entries(schemas)) {
    it(`${form}: priya@naik is refused, priya@naik.in is not`, () => {
      const emailRule = schema.shape.email;
      expect(emailRule.safeParse('priya@naik').success).toBe(false);
      expect(emailRule.safeParse(' Priya@Naik.in ').data).toBe('priya@naik.in');
    });
  }
});

describe('problemsFromIssues', () => {
  const body = (values: Partial<Record<string, unknown>>) => ({
    type: 'contact',
    name: 'Asha Naik',
    email: 'asha@example.in',
    subject: 'General Inquiry',
    message: 'Hello',
    ...values,
  });
  const check = (values: Partial<Record<string, unknown>>) => {
    const input = body(values);
    const result = contactSubmissionSchema.safeParse(input);
    if (result.success) throw new Error('expected the schema to refuse');
    return problemsFromIssues(result.error.issues, input, WORDINGS);
  };

  it('says an empty field is required, in the form’s words or by its label', () => {
    expect(check({ name: '   ', email: '', message: '' })).toEqual({
      fields: {
        name: 'Please enter your name.',
        email: 'Please enter your e-mail address.',
        message: 'Message is required.',
      },
      form: null,
    });
  });

  it('PUB-CONTACT-14 says what a whole e-mail address looks like, never the schema’s text', () => {
    const problems = check({ email: 'priya@naik' });
    expect(problems.fields).toEqual({ email: FORM_MESSAGES.email });
    expect(FORM_MESSAGES.email).not.toMatch(/Invalid|body\.|must be/);
  });

  it('names the limit of a text that is too long', () => {
    expect(check({ message: 'x'.repeat(4001) }).fields).toEqual({
      message: 'Message can be at most 4000 characters.',
    });
  });

  it('uses the field’s own words for a refused format (a phone number)', () => {
    const input = { type: 'pilot', phone: 'call me' };
    const result = pilotSubmissionSchema.safeParse(input);
    if (result.success) throw new Error('expected a refusal');
    const problems = problemsFromIssues(result.error.issues, input, WORDINGS);
    expect(problems.fields.phone).toBe(FORM_MESSAGES.phone);
  });

  it('keeps the first problem of a field and turns a field the form does not show into a form message', () => {
    const botValues = { name: '', website: 'x'.repeat(501) };
    const problems = problemsFromIssues(
      [
        { code: 'too_small', path: ['name'] },
        { code: 'custom', path: ['name'] },
        { code: 'too_big', path: ['website'], maximum: 500 },
      ],
      botValues,
      WORDINGS,
    );
    expect(problems).toEqual({
      fields: { name: 'Please enter your name.' },
      form: FORM_MESSAGES.refused,
    });
  });

  it('counts spaces and an unticked box as empty', () => {
    expect([isBlank(' '), isBlank(false), isBlank(undefined), isBlank('a'), isBlank(true)]).toEqual(
      [true, true, true, false, false],
    );
  });
});

describe('problemsFromFailure (the server still refuses)', () => {
  it('puts a refused field under that field in plain words, never the raw text', () => {
    const problems = problemsFromFailure(
      new ApiRequestError(400, 'Invalid body.email: must be an e-mail address'),
      WORDINGS,
    );
    expect(problems).toEqual({ fields: { email: 'Please check Email.' }, form: null });
    expect(
      problemsFromFailure(
        new ApiRequestError(400, 'Invalid body.phone: must be a phone number'),
        WORDINGS,
      ).fields,
    ).toEqual({ phone: FORM_MESSAGES.phone });
  });

  it('says the form was refused when no field it shows is named', () => {
    for (const message of [
      'Invalid body: expected object',
      'Invalid body.type: Invalid input',
      'Invalid body.location.address: is required',
    ]) {
      expect(problemsFromFailure(new ApiRequestError(400, message), WORDINGS)).toEqual({
        fields: {},
        form: FORM_MESSAGES.refused,
      });
    }
  });

  it('shows the server’s sentences as they are, and a general message for anything else', () => {
    expect(
      problemsFromFailure(new ApiRequestError(429, 'Too many requests, please try again later.'), {
        ...WORDINGS,
      }).form,
    ).toBe('Too many requests, please try again later.');
    expect(
      problemsFromFailure(new ApiRequestError(0, 'Could not reach the server.'), WORDINGS),
    ).toEqual({ fields: {}, form: 'Could not reach the server.' });
    expect(
      problemsFromFailure(new ApiRequestError(500, 'Internal server error'), WORDINGS).form,
    ).toBe(FORM_MESSAGES.failed);
    expect(problemsFromFailure(new TypeError('x is undefined'), WORDINGS).form).toBe(
      DEFAULT_ERROR_MESSAGE,
    );
  });

  it('tells a refusal (4xx, nothing stored) from a failure to get an answer', () => {
    expect(isRefusal(new ApiRequestError(400, 'no'))).toBe(true);
    expect(isRefusal(new ApiRequestError(500, 'no'))).toBe(false);
    expect(isRefusal(new ApiRequestError(0, 'offline'))).toBe(false);
    expect(hasProblems({ fields: { name: undefined }, form: null })).toBe(false);
  });
});
