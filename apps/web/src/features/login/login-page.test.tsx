import type { AuthOptions } from '@ronda/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/app-providers';
import { LoginPage } from './login-page';

const NONE: AuthOptions = {
  is_success: true,
  google: null,
  apple: null,
  demoAccounts: null,
  adminSignIn: false,
};
const SPEC_LEAD = 'Use the Google or Apple account your company registered with Ronda.';

function renderLogin(options: AuthOptions) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(options), { status: 200 })),
  );
  const router = createMemoryRouter([{ path: '/login', Component: LoginPage }], {
    initialEntries: ['/login'],
  });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/login without Google or Apple sign-in configured (issue 18)', () => {
  it('says plainly that sign-in is not available, and offers no button', async () => {
    renderLogin(NONE);
    expect(
      await screen.findByText(
        'Sign-in is not available on this server yet. Please contact your administrator.',
      ),
    ).toBeDefined();
    expect(screen.queryByText(SPEC_LEAD)).toBeNull();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('says that Google and Apple sign-in are not available when the demo people are offered', async () => {
    renderLogin({
      ...NONE,
      demoAccounts: [{ email: 'asha@demo.example', name: 'Asha Naik', role: 'admin' }],
    });
    expect(
      await screen.findByText(
        'Sign-in with Google or Apple is not available on this server yet. Please contact your administrator.',
      ),
    ).toBeDefined();
    expect(screen.getByRole('button', { name: /Asha Naik/ })).toBeDefined();
    expect(screen.queryByText(SPEC_LEAD)).toBeNull();
  });

  it("PUB-LOGIN-01 keeps the spec's words when a provider is configured", async () => {
    renderLogin({
      ...NONE,
      google: { clientId: 'web-client', scriptUrl: 'https://accounts.test/gsi/client?login' },
    });
    expect(await screen.findByText(SPEC_LEAD)).toBeDefined();
    expect(screen.queryByText(/not available on this server/)).toBeNull();
  });
});
