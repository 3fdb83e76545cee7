import type { AuthOptions } from '@ronda/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/app-providers';
import { AdminPage } from './admin-page';

const UNAVAILABLE =
  'Sign-in is not available on this server yet. Please contact your administrator.';
const GOOGLE = { clientId: 'web-client', scriptUrl: 'https://accounts.test/gsi/client?admin' };

function renderAdmin(options: AuthOptions) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) =>
      new URL(input, 'http://x').pathname === '/api/auth/options'
        ? new Response(JSON.stringify(options), { status: 200 })
        : new Response(JSON.stringify({ is_success: true, email: null }), { status: 200 }),
    ),
  );
  render(
    <AppProviders>
      <AdminPage />
    </AppProviders>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const options = (google: AuthOptions['google'], adminSignIn: boolean): AuthOptions => ({
  is_success: true,
  google,
  apple: null,
  demoAccounts: null,
  adminSignIn,
});

describe('/admin when nobody can sign in (issue 18)', () => {
  it('says sign-in is not available, without naming settings a visitor cannot change', async () => {
    renderAdmin(options(null, false));
    expect(await screen.findByText(UNAVAILABLE)).toBeDefined();
    expect(document.body.textContent).not.toMatch(/GOOGLE_CLIENT_ID|ADMIN_EMAIL/);
  });

  it('says so too when Google is configured but no admin account (ADMIN_EMAIL) is', async () => {
    renderAdmin(options(GOOGLE, false));
    expect(await screen.findByText(UNAVAILABLE)).toBeDefined();
  });

  it('PUB-ADMIN-01 asks for the Google account when /admin can sign in', async () => {
    renderAdmin(options(GOOGLE, true));
    expect(
      await screen.findByText('Sign in with the Google account that runs this Ronda server.'),
    ).toBeDefined();
    expect(screen.queryByText(UNAVAILABLE)).toBeNull();
  });
});
