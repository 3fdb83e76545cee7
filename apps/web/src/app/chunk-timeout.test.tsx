import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app-providers';
import { routes } from './routes';

// The pricing page's code never arrives, as on a connection that stalls mid-download.
vi.mock('@/features/pricing/pricing-page', () => new Promise(() => undefined));

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('scrollTo', vi.fn());
  // The error page logs what failed in development; that is expected here.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('route chunks (public-site-and-sign-in.md §9)', () => {
  it('PUB-CONST-05 a page whose code has not arrived after 120 s shows the error page with a reload', async () => {
    const router = createMemoryRouter(routes, { initialEntries: ['/pricing'] });
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await act(() => vi.advanceTimersByTimeAsync(119_000));
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeDefined();
  });
});
