import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { signIn } from '@/lib/auth-store';
import { AppProviders } from './app-providers';
import { routes } from './routes';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

function heading(): Promise<HTMLElement> {
  return screen.findByRole('heading', { level: 1 });
}

beforeEach(() => {
  localStorage.clear();
  vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('route table, signed out', () => {
  it('serves public pages inside the header and footer layout', async () => {
    renderAt('/pricing');
    expect(await heading()).toHaveProperty('textContent', 'Pricing');
    expect(screen.getByRole('banner')).toBeDefined();
    expect(screen.getByRole('contentinfo')).toBeDefined();
    expect(screen.queryByRole('complementary', { name: 'Sidebar' })).toBeNull();
  });

  it('shows console paths with their log-in message, not a 404', async () => {
    renderAt('/payment');
    expect((await heading()).textContent).toBe('Please log in to access payment information');
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
  });

  it('answers an unknown path with a Page not found page that links home', async () => {
    renderAt('/no-such-page');
    expect((await heading()).textContent).toBe('Page not found');
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getByRole('link', { name: /home page/ })
        .getAttribute('href'),
    ).toBe('/');
  });

  it('shows /pilot without header and footer', async () => {
    renderAt('/pilot');
    expect((await heading()).textContent).toBe('Co-Create the Future of Business Operations');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});

describe('route table, signed in', () => {
  beforeEach(() => signIn({ token: 't', user: { firstName: 'Asha' }, company: { name: 'Acme' } }));

  it('serves console pages inside the sidebar layout', async () => {
    renderAt('/location');
    expect((await heading()).textContent).toBe('Employee Live Location');
    expect(screen.getByRole('complementary', { name: 'Sidebar' })).toBeDefined();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it.each(['/', '/pricing', '/admin', '/customer', '/company/42/customer', '/no-such-page'])(
    'redirects %s to the dashboard',
    async (path) => {
      const router = renderAt(path);
      expect((await heading()).textContent).toBe('Dashboard');
      expect(router.state.location.pathname).toBe('/dashboard');
    },
  );

  it('keeps /pilot reachable, without the sidebar', async () => {
    const router = renderAt('/pilot');
    expect((await heading()).textContent).toBe('Co-Create the Future of Business Operations');
    expect(router.state.location.pathname).toBe('/pilot');
    expect(screen.queryByRole('complementary', { name: 'Sidebar' })).toBeNull();
  });
});
