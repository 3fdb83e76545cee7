import { INVITE_GONE_MESSAGE } from '@ronda/shared';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '@/lib/auth-store';
import { PREVIEW_FAILED_MESSAGE } from './lib/join-failure';
import { CODE, noProviders, ok, preview, refused, renderJoinPage, stubApi } from './test-fixtures';

const PREVIEW = `GET /api/onboarding/invites/${CODE}`;
const OPTIONS = 'GET /api/auth/options';

beforeEach(() => signOut());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOut();
});

describe('JoinPage: where the code leads', () => {
  it('shows the company and the department of the code, read as the server reads it', async () => {
    const fetch = stubApi({ [PREVIEW]: ok(preview), [OPTIONS]: ok(noProviders) });
    renderJoinPage('/join?code=ab12cd34');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Join your team');
    expect(await screen.findByText('Acme Services')).toBeDefined();
    expect(screen.getByText('Field Ops')).toBeDefined();
    expect(fetch.mock.calls.some(([url]) => url.endsWith(`/invites/${CODE}`))).toBe(true);
  });

  it('shows the company alone when the code names no department', async () => {
    stubApi({ [PREVIEW]: ok({ ...preview, departmentName: null }), [OPTIONS]: ok(noProviders) });
    renderJoinPage(`/join?code=${CODE}`);
    expect(await screen.findByText('Acme Services')).toBeDefined();
    expect(screen.queryByText('Department')).toBeNull();
    expect(screen.queryByText('Field Ops')).toBeNull();
  });

  it.each([
    ['404', refused(404, 'Invite not found')],
    ['400', refused(400, 'code must be the 8-character join code')],
  ])(
    'says the invitation has expired or was revoked when the server answers %s',
    async (_status, reply) => {
      stubApi({ [PREVIEW]: reply, [OPTIONS]: ok(noProviders) });
      renderJoinPage(`/join?code=${CODE}`);
      expect((await screen.findByRole('alert')).textContent).toBe(INVITE_GONE_MESSAGE);
      expect(screen.queryByText('Acme Services')).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Sign in to join' })).toBeNull();
    },
  );

  it.each(['/join', '/join?code=', '/join?code=ABC', '/join?code=AB12-D34'])(
    'says the invitation has expired or was revoked for %s without asking the server',
    async (url) => {
      const fetch = stubApi({});
      renderJoinPage(url);
      expect((await screen.findByRole('alert')).textContent).toBe(INVITE_GONE_MESSAGE);
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it('offers another try when the invitation could not be loaded', async () => {
    const fetch = stubApi({ [PREVIEW]: refused(500, 'Boom'), [OPTIONS]: ok(noProviders) });
    renderJoinPage(`/join?code=${CODE}`);
    expect((await screen.findByRole('alert')).textContent).toBe(PREVIEW_FAILED_MESSAGE);
    stubApi({ [PREVIEW]: ok(preview), [OPTIONS]: ok(noProviders) });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Acme Services')).toBeDefined();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('JoinPage: sign-in options for a signed-out person', () => {
  it('offers the demo accounts when the auth options list them', async () => {
    stubApi({
      [PREVIEW]: ok(preview),
      [OPTIONS]: ok({
        ...noProviders,
        demoAccounts: [{ email: 'ravi@demo.example', name: 'Ravi Kamat', role: 'employee' }],
      }),
    });
    renderJoinPage(`/join?code=${CODE}`);
    const demo = await screen.findByRole('region', { name: 'Join as a demo person' });
    expect(within(demo).getByRole('button', { name: /Ravi Kamat/ })).toBeDefined();
  });

  it('offers no demo accounts when the auth options list none', async () => {
    stubApi({ [PREVIEW]: ok(preview), [OPTIONS]: ok(noProviders) });
    renderJoinPage(`/join?code=${CODE}`);
    expect(
      await screen.findByText(
        'Sign-in is not available on this server yet. Please contact your administrator.',
      ),
    ).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Join as a demo person' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Ravi Kamat/ })).toBeNull();
  });
});
