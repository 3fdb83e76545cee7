import { describe, expect, it } from 'vitest';
import { FORM_MESSAGES } from '@/components/form/form-problems';
import { ApiRequestError } from '@/lib/api-request-error';
import { failureProblems } from './failure-message';
import { dueDateToIso, validateRequest, type RequestDraft } from './validate-request';

const NOW = new Date(2030, 0, 15, 10, 30);

const complete: RequestDraft = {
  email: 'asha@example.com',
  name: 'Asha Naik',
  companyId: '7b0c4f52-5d6a-4c1e-9a55-1f6e2f0c9d11',
  description: 'Overflowing bin at the market',
  location: {
    address: 'Panaji, Goa, 403001, India',
    coordinates: { lat: 15.4989, lng: 73.8278 },
    source: 'picked',
    label: 'Panaji, Goa, 403001, India',
  },
  dueDate: '2030-01-20T09:00',
};

describe('validateRequest (spec §5: order and messages)', () => {
  it('accepts a complete request', () => {
    expect(validateRequest(complete, NOW)).toBeNull();
  });

  it('reports only the first failing rule, in the spec order', () => {
    const empty: RequestDraft = {
      email: '',
      name: '',
      companyId: '',
      description: '',
      location: { address: '', coordinates: null, source: 'typed', label: null },
      dueDate: '',
    };
    const steps: [Partial<RequestDraft>, string, string][] = [
      [{}, 'email', 'Email address is required'],
      [{ email: complete.email }, 'name', 'Name is required'],
      [{ name: complete.name }, 'company', 'Please select a company'],
      [{ companyId: complete.companyId }, 'description', 'Description is required'],
      [{ description: complete.description }, 'location', 'Location is required'],
      [{ location: complete.location }, 'dueDate', 'Due Date is required'],
      [{ dueDate: '2030-02-30T09:00' }, 'dueDate', 'Please provide a valid Due Date'],
    ];
    let draft = empty;
    for (const [change, field, message] of steps) {
      draft = { ...draft, ...change };
      expect(validateRequest(draft, NOW)).toEqual({ field, message });
    }
  });

  it('treats blank text as missing', () => {
    expect(validateRequest({ ...complete, email: '   ' }, NOW)?.message).toBe(
      'Email address is required',
    );
    expect(validateRequest({ ...complete, name: ' ' }, NOW)?.message).toBe('Name is required');
    expect(validateRequest({ ...complete, description: '\n' }, NOW)?.message).toBe(
      'Description is required',
    );
  });

  it('needs both an address and its coordinates for the location', () => {
    const typedOnly = {
      address: 'Near the church',
      coordinates: null,
      source: 'typed' as const,
      label: null,
    };
    expect(validateRequest({ ...complete, location: typedOnly }, NOW)?.message).toBe(
      'Location is required',
    );
    const pointOnly = { ...complete.location, address: '' };
    expect(validateRequest({ ...complete, location: pointOnly }, NOW)?.message).toBe(
      'Location is required',
    );
  });

  it.each(['not a date', '2030-13-01T09:00', '2030-01-01T09:00', '15/01/2030'])(
    'rejects %s as a due date',
    (dueDate) => {
      expect(validateRequest({ ...complete, dueDate }, NOW)?.message).toBe(
        'Please provide a valid Due Date',
      );
    },
  );

  it('accepts a due date in the current minute or a bare date today', () => {
    expect(validateRequest({ ...complete, dueDate: '2030-01-15T10:30' }, NOW)).toBeNull();
    expect(validateRequest({ ...complete, dueDate: '2030-01-15' }, NOW)).toBeNull();
  });
});

describe('dueDateToIso', () => {
  it('reads a datetime-local value in local time and returns ISO', () => {
    expect(dueDateToIso('2030-01-20T09:00')).toBe(new Date(2030, 0, 20, 9, 0).toISOString());
  });

  it('returns null for impossible dates', () => {
    expect(dueDateToIso('2030-02-30T09:00')).toBeNull();
    expect(dueDateToIso('')).toBeNull();
  });
});

describe('validateRequest: the server’s own rules after each field’s spec check', () => {
  it('refuses priya@naik under the e-mail, right after "Email address is required"', () => {
    expect(validateRequest({ ...complete, email: 'priya@naik', name: '' }, NOW)).toEqual({
      field: 'email',
      message: FORM_MESSAGES.email,
    });
  });

  it('refuses a phone number in words, after the name and before the company', () => {
    expect(validateRequest({ ...complete, phone: 'evenings', companyId: '' }, NOW)).toEqual({
      field: 'phone',
      message: FORM_MESSAGES.phone,
    });
    expect(validateRequest({ ...complete, phone: '+91 98220 12345' }, NOW)).toBeNull();
  });

  it('does not check a returning customer’s details, which are not sent', () => {
    expect(
      validateRequest({ ...complete, phone: '•••••••2345', knownCustomer: true }, NOW),
    ).toBeNull();
  });

  it('accepts an address with a pin placed on the map', () => {
    const pinned = {
      address: 'House 7, Survey No. 112, Khandola',
      coordinates: { lat: 15.5123, lng: 73.9811 },
      source: 'map' as const,
      label: null,
    };
    expect(validateRequest({ ...complete, location: pinned }, NOW)).toBeNull();
  });
});

describe('failureProblems (the server still refuses)', () => {
  it('puts a field the server names under it in plain words', () => {
    expect(
      failureProblems(new ApiRequestError(400, 'Invalid body.email: must be an e-mail address')),
    ).toEqual({ fields: { email: FORM_MESSAGES.email }, form: null });
    expect(
      failureProblems(new ApiRequestError(400, 'Invalid body.location.address: is required'))
        .fields,
    ).toEqual({ location: 'Location is required' });
  });

  it('keeps the server’s sentences and the send’s fallbacks (§8), but not a bare server error', () => {
    expect(failureProblems(new ApiRequestError(404, 'Company not found')).form).toBe(
      'Company not found',
    );
    expect(failureProblems(new Error('Failed to process customer data')).form).toBe(
      'Failed to process customer data',
    );
    expect(failureProblems(new ApiRequestError(500, 'Internal server error')).form).toBe(
      FORM_MESSAGES.failed,
    );
  });
});
