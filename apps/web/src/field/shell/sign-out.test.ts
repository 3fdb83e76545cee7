import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAuth, signIn, signOut } from '@/lib/auth-store';
import {
  installPushBrowser,
  PUBLIC_KEY,
  removePushBrowser,
  stubPushServer,
} from '@/lib/push/test-push-browser';
import { PUSH_FORGET_WAIT_MS, signOutOfField } from './sign-out';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  removePushBrowser();
  signOut();
});

describe('signing out of the field app (issue 30)', () => {
  it('a server that does not answer keeps no one signed in: the session ends after the wait', async () => {
    vi.useFakeTimers();
    signIn({ token: 't', user: {}, company: {} });
    const fake = installPushBrowser({ permission: 'granted', subscribedWith: PUBLIC_KEY });
    const server = stubPushServer({ hang: true });
    const done = signOutOfField();
    await vi.advanceTimersByTimeAsync(PUSH_FORGET_WAIT_MS - 1);
    expect(getAuth().isAuthenticated).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(getAuth().isAuthenticated).toBe(false);
    expect(server.writes().map((c) => c.method)).toEqual(['DELETE']);
    expect(fake.browser.subscription).toBeNull();
  });

  it('with no push on this browser, signs out at once', async () => {
    signIn({ token: 't', user: {}, company: {} });
    await signOutOfField();
    expect(getAuth().isAuthenticated).toBe(false);
  });
});
