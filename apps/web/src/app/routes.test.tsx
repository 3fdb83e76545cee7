import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
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

/** The join page's calls: a valid invitation, no sign-in providers, a session check when signed in. */
function stubJoinApi() {
  const replies: Record<string, unknown> = {
    '/api/onboarding/invites/AB12CD34': {
      is_success: true,
      companyName: 'Acme Services',
      departmentName: null,
      expiresAt: '2030-01-01T00:00:00.000Z',
    },
    '/api/auth/options': {
      is_success: true,
      google: null,
      apple: null,
      demoAccounts: null,
      adminSignIn: false,
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const body = replies[new URL(input, 'http://x').pathname];
      return body
        ? new Response(JSON.stringify(body), { status: 200 })
        : new Response(JSON.stringify({ is_success: false, message: 'Not here' }), { status: 404 });
    }),
  );
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

  it('shows /join to a signed-out visitor without header and footer, offering sign-in', async () => {
    stubJoinApi();
    const router = renderAt('/join?code=AB12CD34');
    expect((await heading()).textContent).toBe('Join your team');
    expect(await screen.findByText('Acme Services')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Sign in to join' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/join');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(document.title).toBe('Join your team — Ronda');
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

  it('serves /reports (issue 29) with a sidebar entry after Tasks', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ is_success: false, message: 'No' }), { status: 500 }),
      ),
    );
    renderAt('/reports');
    expect((await heading()).textContent).toBe('Reports');
    // The title is set by an effect of the route's own commit, which may come after the heading.
    await waitFor(() => expect(document.title).toBe('Reports — Ronda'));
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    const links = within(sidebar)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links.slice(links.indexOf('Tasks'), links.indexOf('Tasks') + 2)).toEqual([
      'Tasks',
      'Reports',
    ]);
    expect(
      within(sidebar).getByRole('link', { name: 'Reports' }).getAttribute('aria-current'),
    ).toBe('page');
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

  it('keeps /join reachable instead of redirecting to the dashboard', async () => {
    stubJoinApi();
    const router = renderAt('/join?code=AB12CD34');
    expect((await heading()).textContent).toBe('Join your team');
    expect(await screen.findByRole('button', { name: 'Join Acme Services as Asha' })).toBeDefined();
    expect(router.state.location.pathname).toBe('/join');
    expect(screen.queryByRole('complementary', { name: 'Sidebar' })).toBeNull();
  });
});
