import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ScrollToTop } from './scroll-to-top';

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <ScrollToTop /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

let scrollTo: ReturnType<typeof vi.fn>;

beforeEach(() => {
  scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ScrollToTop (PUB-RTE-30)', () => {
  it('leaves the first page load alone', () => {
    stubReducedMotion(false);
    renderAt('/pricing');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls smoothly to the top on every route change', async () => {
    stubReducedMotion(false);
    const router = renderAt('/pricing');
    await act(() => router.navigate('/contact'));
    await act(() => router.navigate('/terms'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('does not scroll when only the query string changes', async () => {
    stubReducedMotion(false);
    const router = renderAt('/tasks');
    await act(() => router.navigate('/tasks?status=resolved'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('jumps instantly when the user prefers reduced motion', async () => {
    stubReducedMotion(true);
    const router = renderAt('/pricing');
    await act(() => router.navigate('/contact'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
  });
});
