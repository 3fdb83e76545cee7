import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isLookupEmail, useCustomerLookup } from './use-customer-lookup';

const COMPANY = '7b0c4f52-5d6a-4c1e-9a55-1f6e2f0c9d11';
const RITA = {
  id: '5d1f0a5e-0000-4000-8000-000000000001',
  name: 'Rita Fernandes',
  phone: '•••••••2345',
};

function stubLookup(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('isLookupEmail (§5: an @ is needed)', () => {
  it.each(['rita@example.com', 'a.b+c@mail.co.in'])('looks up %s', (email) => {
    expect(isLookupEmail(email)).toBe(true);
  });
  it.each(['rita', 'rita@', 'rita@example', '@example.com', 'ri ta@example.com'])(
    'does not look up %s',
    (email) => expect(isLookupEmail(email)).toBe(false),
  );
});

describe('useCustomerLookup (§4)', () => {
  it('PUB-API-10 asks 500 ms after the last change, with the e-mail and company', async () => {
    const fetch = stubLookup(200, { is_success: true, customer: RITA });
    const { result } = renderHook(() => useCustomerLookup(' Rita@Example.com ', COMPANY));
    await act(async () => vi.advanceTimersByTime(499));
    expect(fetch).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(fetch).toHaveBeenCalledTimes(1);
    const url = new URL(String((fetch.mock.calls[0] as unknown[])[0]), 'http://x');
    expect(url.pathname).toBe('/api/customers');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      email: 'rita@example.com',
      companyId: COMPANY,
    });
    await act(async () => vi.runAllTimersAsync());
    expect(result.current).toEqual(RITA);
  });

  it('forgets the customer as soon as the e-mail changes', async () => {
    stubLookup(200, { is_success: true, customer: RITA });
    const { result, rerender } = renderHook(({ email }) => useCustomerLookup(email, COMPANY), {
      initialProps: { email: 'rita@example.com' },
    });
    await act(async () => vi.runAllTimersAsync());
    expect(result.current).toEqual(RITA);
    rerender({ email: 'rita@example.co' });
    expect(result.current).toBeNull();
  });

  it('PUB-API-10 treats 404 as a new customer and does not ask without an @', async () => {
    const fetch = stubLookup(404, { is_success: false, message: 'Customer not found' });
    const { result, rerender } = renderHook(({ email }) => useCustomerLookup(email, COMPANY), {
      initialProps: { email: 'rita' },
    });
    await act(async () => vi.runAllTimersAsync());
    expect(fetch).not.toHaveBeenCalled();
    rerender({ email: 'new@example.com' });
    await act(async () => vi.runAllTimersAsync());
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(result.current).toBeNull();
  });
});
