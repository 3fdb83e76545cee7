import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInWithApple, waitForAppleScript } from './apple-identity';

type AppleAuth = Awaited<ReturnType<typeof waitForAppleScript>>;

// Counts every look at window.AppleID, which is what one poll for Apple's script does.
let checks = 0;
let loaded: AppleAuth | undefined;

function fakeAuth(signIn: AppleAuth['signIn'] = vi.fn()): AppleAuth {
  return { init: vi.fn(), signIn };
}

/** A distinct script URL per test: loadScript adds each URL once per page. */
let scriptCount = 0;
const nextScriptUrl = () => `https://appleid.test/appleauth/${(scriptCount += 1)}/appleid.auth.js`;

beforeEach(() => {
  checks = 0;
  loaded = undefined;
  Object.defineProperty(window, 'AppleID', {
    configurable: true,
    get: () => {
      checks += 1;
      return loaded ? { auth: loaded } : undefined;
    },
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  Reflect.deleteProperty(window, 'AppleID');
});

describe("waiting for Apple's script (public-site-and-sign-in.md §7, §8)", () => {
  it("PUB-LOGIN-14 PUB-ERR-03 polls every 1000 ms, 100 times in all, then logs 'Error loading apple script' and stops", async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const outcome = waitForAppleScript(nextScriptUrl()).then(
      () => 'loaded',
      (reason: Error) => reason.message,
    );

    expect(checks).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(checks).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(checks).toBe(2);
    await vi.advanceTimersByTimeAsync(97 * 1000);
    expect(checks).toBe(99);
    expect(error).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1000);
    expect(checks).toBe(100);
    await expect(outcome).resolves.toBe('Error loading apple script');
    expect(error).toHaveBeenCalledExactlyOnceWith('Error loading apple script');

    await vi.advanceTimersByTimeAsync(60_000);
    expect(checks).toBe(100);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("PUB-API-20 adds Apple's script to the page and resolves at the first poll that finds it", async () => {
    vi.useFakeTimers();
    const url = nextScriptUrl();
    const auth = fakeAuth();
    const ready = waitForAppleScript(url);
    expect(document.head.querySelector(`script[src="${url}"]`)).not.toBeNull();

    await vi.advanceTimersByTimeAsync(4000);
    loaded = auth;
    await vi.advanceTimersByTimeAsync(1000);
    await expect(ready).resolves.toBe(auth);
    expect(checks).toBe(6);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("Apple's sign-in pop-up", () => {
  it("answers the ID token from Apple's authorization", async () => {
    const auth = fakeAuth(() => Promise.resolve({ authorization: { id_token: 'apple-id-token' } }));
    await expect(signInWithApple(auth, 'com.ronda.web')).resolves.toBe('apple-id-token');
    expect(auth.init).toHaveBeenCalledWith({
      clientId: 'com.ronda.web',
      scope: 'name email',
      redirectURI: `${window.location.origin}/login`,
      usePopup: true,
    });
  });

  it('PUB-ERR-04 passes on what Apple rejects with, and fails when no ID token comes back', async () => {
    const cancelled = { error: 'popup_closed_by_user' };
    await expect(
      signInWithApple(
        fakeAuth(() => Promise.reject(cancelled)),
        'c',
      ),
    ).rejects.toBe(cancelled);
    await expect(
      signInWithApple(
        fakeAuth(() => Promise.resolve({ authorization: {} })),
        'c',
      ),
    ).rejects.toThrow('Apple returned no identity token');
  });
});
