import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAddressSearch } from './use-address-search';

const place = (n: number) => ({
  label: `Place ${n}, Goa, India`,
  lat: 15 + n / 100,
  lng: 73.8,
  address: { state: 'Goa' },
});

/** GET /api/geo/search answering seven places: more than the form may show. */
function stubSearch() {
  const fetch = vi.fn(
    async () =>
      new Response(
        JSON.stringify({ is_success: true, results: [1, 2, 3, 4, 5, 6, 7].map(place) }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      ),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Mounted empty, as the form's address box starts, then typed into with `rerender`. */
function renderSearch() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(({ typed }) => useAddressSearch(typed, true), {
    wrapper,
    initialProps: { typed: '' },
  });
}

const searchedUrl = (fetch: ReturnType<typeof stubSearch>, call = 0) =>
  new URL(String((fetch.mock.calls[call] as unknown[])[0]), 'http://x');

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useAddressSearch (§5, §7, §9)', () => {
  it('PUB-CUST-53 asks nothing for 2 characters, and asks for 3', async () => {
    const fetch = stubSearch();
    const { rerender } = renderSearch();
    rerender({ typed: 'Pa' });
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    rerender({ typed: '  Pa  ' });
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(fetch).not.toHaveBeenCalled();
    rerender({ typed: 'Pan' });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(searchedUrl(fetch).searchParams.get('q')).toBe('Pan');
  });

  it('PUB-CUST-54 asks 500 ms after the last keystroke, not at 499 ms', async () => {
    const fetch = stubSearch();
    const { rerender } = renderSearch();
    rerender({ typed: 'Pan' });
    await act(() => vi.advanceTimersByTimeAsync(300));
    // Typing on restarts the wait: only the text as it stands 500 ms later is searched.
    rerender({ typed: 'Panaji' });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(fetch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(searchedUrl(fetch).searchParams.get('q')).toBe('Panaji');
  });

  it('PUB-CUST-55 PUB-API-21 asks GET /api/geo/search with limit=5 and shows 5 at most', async () => {
    const fetch = stubSearch();
    const { result, rerender } = renderSearch();
    rerender({ typed: 'Goa' });
    await act(() => vi.advanceTimersByTimeAsync(500));
    const url = searchedUrl(fetch);
    expect(url.pathname).toBe('/api/geo/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'Goa', limit: '5' });
    await act(() => vi.runOnlyPendingTimersAsync());
    expect(result.current.suggestions.map((p) => p.label)).toEqual(
      [1, 2, 3, 4, 5].map((n) => place(n).label),
    );
    expect(result.current.current).toBe(true);
  });
});
