import { describe, expect, it } from 'vitest';
import {
  isFiltered,
  NO_CUSTOMER_REQUEST_FILTERS,
  NO_SUBMISSION_FILTERS,
  parseKind,
  parseState,
  parseStatus,
  toCustomerRequestsQuery,
  toSubmissionsQuery,
} from './inbox-filters';

describe('issue 16 staff inbox filters → GET /api/admin/* parameters', () => {
  it('asks for everything when nothing is chosen, and calls that unfiltered', () => {
    expect(toSubmissionsQuery(NO_SUBMISSION_FILTERS)).toEqual({});
    expect(toCustomerRequestsQuery(NO_CUSTOMER_REQUEST_FILTERS)).toEqual({});
    expect(isFiltered(toSubmissionsQuery(NO_SUBMISSION_FILTERS))).toBe(false);
  });

  it('sends the chosen type, state and the trimmed search, leaving out what is All or blank', () => {
    expect(
      toSubmissionsQuery({ kind: 'pilot', state: 'failed', search: '  Panjim Bins ' }),
    ).toEqual({ kind: 'pilot', state: 'failed', q: 'Panjim Bins' });
    expect(toSubmissionsQuery({ kind: '', state: 'sent', search: '   ' })).toEqual({
      state: 'sent',
    });
    expect(toCustomerRequestsQuery({ status: 'in-progress', search: 'bin' })).toEqual({
      status: 'in-progress',
      q: 'bin',
    });
    expect(isFiltered(toCustomerRequestsQuery({ status: '', search: 'x' }))).toBe(true);
  });

  it('never sends a search longer than the server accepts (200 characters)', () => {
    const q = toSubmissionsQuery({ kind: '', state: '', search: 'x'.repeat(250) }).q;
    expect(q).toHaveLength(200);
  });

  it('equal filters make equal parameters (one cache entry, one request)', () => {
    const a = toSubmissionsQuery({ kind: 'demo', state: '', search: 'rita ' });
    const b = toSubmissionsQuery({ kind: 'demo', state: '', search: ' rita' });
    expect(Object.keys(a)).toEqual(['kind', 'q']);
    expect(a).toEqual(b);
  });

  it('reads select values as known choices only; anything else is All', () => {
    expect(parseKind('contact')).toBe('contact');
    expect(parseKind('spam')).toBe('');
    expect(parseState('retrying')).toBe('retrying');
    expect(parseState('')).toBe('');
    expect(parseStatus('rejected')).toBe('rejected');
    expect(parseStatus('closed')).toBe('');
  });
});
