import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ENDPOINT,
  installPushBrowser,
  KEY_BYTES,
  OLD_KEY,
  PUBLIC_KEY,
  removePushBrowser,
  stubPushServer,
} from './test-push-browser';
import { base64UrlToBytes, refreshPush, turnOnPush, type PushWorker } from './web-push';

const WORKER: PushWorker = { scope: '/', script: '/console-sw.js' };
const USER = '33333333-3333-4333-8333-333333333333';
const OTHER = '44444444-4444-4444-8444-444444444444';
const OWNER_KEY = 'ronda-push-owner:/';

afterEach(() => {
  vi.unstubAllGlobals();
  removePushBrowser();
  window.localStorage.clear();
});

describe('web push in the browser (issue 30)', () => {
  it('decodes the base64url key, with or without padding', () => {
    expect(Array.from(base64UrlToBytes(PUBLIC_KEY))).toEqual(KEY_BYTES);
    expect(Array.from(base64UrlToBytes('-_8='))).toEqual([251, 255]);
    expect(Array.from(base64UrlToBytes('-_8'))).toEqual([251, 255]);
  });

  it('registers the worker when there is none yet (the console registers its own only for push)', async () => {
    const fake = installPushBrowser({ registered: false });
    stubPushServer();
    await expect(turnOnPush(WORKER, USER)).resolves.toBe('on');
    expect(fake.register).toHaveBeenCalledWith('/console-sw.js', { scope: '/' });
  });

  it('keeps a subscription made with the same key and gives it to the server', async () => {
    const fake = installPushBrowser({ permission: 'granted', subscribedWith: PUBLIC_KEY });
    const server = stubPushServer();
    await turnOnPush(WORKER, USER);
    expect(fake.subscribe).not.toHaveBeenCalled();
    expect(server.writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: expect.objectContaining({ endpoint: ENDPOINT }),
      }),
    ]);
  });

  it('replaces one made for the key the server had before', async () => {
    const fake = installPushBrowser({ permission: 'granted', subscribedWith: OLD_KEY });
    const old = fake.browser.subscription;
    stubPushServer();
    await turnOnPush(WORKER, USER);
    expect(old?.unsubscribe).toHaveBeenCalled();
    expect(fake.subscribe).toHaveBeenCalledTimes(1);
  });

  it('on opening, posts the subscription again for the person who made it', async () => {
    installPushBrowser({ permission: 'granted', subscribedWith: PUBLIC_KEY });
    window.localStorage.setItem(OWNER_KEY, USER);
    const server = stubPushServer();
    await refreshPush(WORKER, USER);
    expect(server.writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        body: expect.objectContaining({ endpoint: ENDPOINT }),
      }),
    ]);
  });

  it("on opening, ends someone else's subscription left on this browser", async () => {
    const fake = installPushBrowser({ permission: 'granted', subscribedWith: PUBLIC_KEY });
    window.localStorage.setItem(OWNER_KEY, OTHER);
    const server = stubPushServer();
    await refreshPush(WORKER, USER);
    expect(fake.browser.subscription).toBeNull();
    expect(server.writes().map((c) => c.method)).toEqual(['DELETE']);
    expect(window.localStorage.getItem(OWNER_KEY)).toBeNull();
  });

  it('on opening, does nothing when notifications are off', async () => {
    installPushBrowser({ permission: 'default' });
    const server = stubPushServer();
    await refreshPush(WORKER, USER);
    expect(server.calls).toEqual([]);
  });
});
