import { INVITE_GONE_MESSAGE } from '@ronda/shared';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuth, signIn, signOut } from '@/lib/auth-store';
import { JOIN_FAILED_MESSAGE } from './lib/join-failure';
import {
  asha,
  CODE,
  company,
  noProviders,
  ok,
  preview,
  refused,
  renderJoinPage,
  sent,
  stubApi,
} from './test-fixtures';

const PREVIEW = `GET /api/onboarding/invites/${CODE}`;
const OPTIONS = 'GET /api/auth/options';
const JOIN_SIGNED_IN = 'POST /api/onboarding/join-signed-in';
const joinedUser = {
  ...asha,
  departments: [{ id: '33333333-3333-4333-8333-333333333333', name: 'Field Ops' }],
};
const joinedReply = ok({ is_success: true, user: joinedUser, company });
const joinButton = () => screen.findByRole('button', { name: 'Join Acme Services as Asha' });
const ANDROID_APP_URL = 'https://play.google.com/store/apps/details?id=in.ronda';
const IOS_APP_URL = 'https://apps.apple.com/in/app/ronda/id6450000000';

// Served as the server serves it with both apps' store addresses set (ANDROID_APP_URL,
// IOS_APP_URL); read once, on the first render.
const siteConfig = document.createElement('meta');
siteConfig.name = 'ronda-config';
siteConfig.content = JSON.stringify({ androidAppUrl: ANDROID_APP_URL, iosAppUrl: IOS_APP_URL });
document.head.append(siteConfig);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOut();
  Reflect.deleteProperty(window, 'AppleID');
});

describe('JoinPage: a signed-in person', () => {
  beforeEach(() => signIn({ token: 'session-t', user: asha, company }));

  it('joins with one tap, then points to the app stores and the field web app', async () => {
    const fetch = stubApi({ [PREVIEW]: ok(preview), [JOIN_SIGNED_IN]: joinedReply });
    renderJoinPage(`/join?code=${CODE}`);
    fireEvent.click(await joinButton());
    const done = await screen.findByRole('heading', {
      name: 'You have joined Acme Services — Field Ops',
    });
    expect(document.activeElement).toBe(done);
    expect(sent(fetch, JOIN_SIGNED_IN)).toEqual({
      body: { code: CODE },
      authorization: 'Bearer session-t',
    });
    expect(screen.getByRole('link', { name: /Google Play/ }).getAttribute('href')).toBe(
      ANDROID_APP_URL,
    );
    expect(screen.getByRole('link', { name: /App Store/ }).getAttribute('href')).toBe(IOS_APP_URL);
    const field = screen.getByRole('link', { name: 'Open the field web app' });
    expect(field.getAttribute('href')).toBe('/field/');
    expect(getAuth().user).toEqual(joinedUser);
    expect(getAuth().token).toBe('session-t');
  });

  it('keeps the success in view when the invitation is gone on a later refetch', async () => {
    stubApi({ [PREVIEW]: ok(preview), [JOIN_SIGNED_IN]: joinedReply });
    const { client } = renderJoinPage(`/join?code=${CODE}`);
    fireEvent.click(await joinButton());
    const success = { name: 'You have joined Acme Services — Field Ops' };
    await screen.findByRole('heading', success);
    const fetch = stubApi({ [PREVIEW]: refused(404, 'Invite used up') });
    await client.refetchQueries();
    expect(fetch).toHaveBeenCalled();
    expect(screen.getByRole('heading', success)).toBeDefined();
    expect(screen.queryByText(INVITE_GONE_MESSAGE)).toBeNull();
  });

  it('says "You have joined" with the company alone when the code names no department', async () => {
    stubApi({ [PREVIEW]: ok({ ...preview, departmentName: null }), [JOIN_SIGNED_IN]: joinedReply });
    renderJoinPage(`/join?code=${CODE}`);
    fireEvent.click(await joinButton());
    expect(
      await screen.findByRole('heading', { name: 'You have joined Acme Services' }),
    ).toBeDefined();
  });

  it("shows the server's sentence for a 409, changes nothing and offers the dashboard or signing out", async () => {
    const message = 'You already belong to Other Co. Ask its admin to remove you first.';
    const fetch = stubApi({
      [PREVIEW]: ok(preview),
      [JOIN_SIGNED_IN]: refused(409, message),
      'POST /api/auth/logout': ok({ is_success: true }),
      [OPTIONS]: ok(noProviders),
    });
    renderJoinPage(`/join?code=${CODE}`);
    fireEvent.click(await joinButton());
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(getAuth().user).toEqual(asha);
    expect(screen.queryByRole('button', { name: 'Join Acme Services as Asha' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to join' })).toBeDefined();
    expect(getAuth().isAuthenticated).toBe(false);
    expect(sent(fetch, 'POST /api/auth/logout').authorization).toBe('Bearer session-t');
  });

  it('says the invitation has expired or was revoked when the join answers 404', async () => {
    stubApi({ [PREVIEW]: ok(preview), [JOIN_SIGNED_IN]: refused(404, 'Invite not found') });
    renderJoinPage(`/join?code=${CODE}`);
    fireEvent.click(await joinButton());
    expect((await screen.findByRole('alert')).textContent).toBe(INVITE_GONE_MESSAGE);
  });

  it('asks to try again after any other failure, keeping the join button', async () => {
    stubApi({ [PREVIEW]: ok(preview), [JOIN_SIGNED_IN]: refused(500, 'database down') });
    renderJoinPage(`/join?code=${CODE}`);
    fireEvent.click(await joinButton());
    expect((await screen.findByRole('alert')).textContent).toBe(JOIN_FAILED_MESSAGE);
    expect(await joinButton()).toBeDefined();
  });
});

describe('JoinPage: a signed-out person', () => {
  it('joins with Apple and is then signed in as the login page signs people in', async () => {
    Object.defineProperty(window, 'AppleID', {
      configurable: true,
      value: {
        auth: {
          init: vi.fn(),
          signIn: () => Promise.resolve({ authorization: { id_token: 'apple-id-token' } }),
        },
      },
    });
    const fetch = stubApi({
      [PREVIEW]: ok(preview),
      [OPTIONS]: ok({
        ...noProviders,
        apple: { clientId: 'com.ronda.web', scriptUrl: 'https://appleid.test/a.js' },
      }),
      'POST /api/onboarding/join': ok(
        { is_success: true, token: 'new-t', user: joinedUser, company },
        201,
      ),
    });
    renderJoinPage(`/join?code=${CODE}`);
    const apple = await screen.findByRole('button', { name: 'Sign in with Apple' });
    await waitFor(() => expect(apple).toHaveProperty('disabled', false));
    fireEvent.click(apple);
    expect(
      await screen.findByRole('heading', { name: 'You have joined Acme Services — Field Ops' }),
    ).toBeDefined();
    expect(sent(fetch, 'POST /api/onboarding/join')).toEqual({
      body: { provider: 'apple', idToken: 'apple-id-token', code: CODE },
      authorization: null,
    });
    expect(localStorage.getItem('authToken')).toBe('new-t');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(joinedUser);
    expect(JSON.parse(localStorage.getItem('company') ?? 'null')).toEqual(company);
  });

  it('signs in as a demo person, then joins with that session', async () => {
    const fetch = stubApi({
      [PREVIEW]: ok(preview),
      [OPTIONS]: ok({
        ...noProviders,
        demoAccounts: [{ email: 'asha@demo.example', name: 'Asha Naik', role: 'employee' }],
      }),
      'POST /api/auth/demo-login': ok({ is_success: true, token: 'demo-t', user: asha, company }),
      [JOIN_SIGNED_IN]: joinedReply,
    });
    renderJoinPage(`/join?code=${CODE}`);
    fireEvent.click(await screen.findByRole('button', { name: /Asha Naik/ }));
    expect(
      await screen.findByRole('heading', { name: 'You have joined Acme Services — Field Ops' }),
    ).toBeDefined();
    expect(sent(fetch, 'POST /api/auth/demo-login').body).toEqual({ email: 'asha@demo.example' });
    expect(sent(fetch, JOIN_SIGNED_IN)).toEqual({
      body: { code: CODE },
      authorization: 'Bearer demo-t',
    });
    expect(getAuth()).toMatchObject({ token: 'demo-t', user: joinedUser });
  });
});
