import type { AuthOptions } from '@ronda/shared';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FieldSignIn } from './field-sign-in';

function renderWith(options: AuthOptions) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(options), { status: 200 })),
  );
  render(<FieldSignIn />);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const none: AuthOptions = {
  is_success: true,
  google: null,
  apple: null,
  demoAccounts: null,
  adminSignIn: false,
};

describe('field app sign-in without Google or Apple configured (issue 18)', () => {
  it('says plainly that sign-in is not available', async () => {
    renderWith(none);
    expect(
      await screen.findByText(
        'Sign-in is not available on this server yet. Please contact your administrator.',
      ),
    ).toBeDefined();
    expect(screen.queryByText('Sign in with the account your company added you with.')).toBeNull();
  });

  it('asks for the account when a provider is configured', async () => {
    renderWith({
      ...none,
      apple: { clientId: 'com.ronda.web', scriptUrl: 'https://apple.test/a.js' },
    });
    expect(
      await screen.findByText('Sign in with the account your company added you with.'),
    ).toBeDefined();
  });
});
