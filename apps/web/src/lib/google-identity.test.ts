import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderGoogleButton, type GoogleButtonOptions } from './google-identity';

interface InitOptions {
  client_id: string;
  callback: (response: { credential?: string }) => void;
}

// Google Identity Services as its script leaves it on the page.
const gsi = {
  initialize: vi.fn<(options: InitOptions) => void>(),
  renderButton: vi.fn(),
  prompt: vi.fn(),
};

let scriptCount = 0;

/** Renders the button, letting the (distinct per test) script "load" as the browser would. */
async function render(options: Partial<GoogleButtonOptions> = {}) {
  const scriptUrl = `https://accounts.test/gsi/client?${(scriptCount += 1)}`;
  const handlers = { onCredential: vi.fn(), onError: vi.fn() };
  const parent = document.createElement('div');
  const rendered = renderGoogleButton(parent, {
    clientId: 'web-client',
    scriptUrl,
    ...handlers,
    ...options,
  });
  document.head.querySelector(`script[src="${scriptUrl}"]`)?.dispatchEvent(new Event('load'));
  await rendered;
  const callback = gsi.initialize.mock.calls.at(-1)?.[0].callback;
  if (!callback) throw new Error('Google was not initialised');
  return { ...handlers, callback, parent };
}

beforeEach(() => {
  vi.clearAllMocks();
  Object.defineProperty(window, 'google', {
    configurable: true,
    value: { accounts: { id: gsi } },
  });
});
afterEach(() => Reflect.deleteProperty(window, 'google'));

describe("Google's sign-in button (public-site-and-sign-in.md §7, §8)", () => {
  it("initialises with the client id and draws Google's button", async () => {
    const { parent } = await render();
    expect(gsi.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ client_id: 'web-client' }),
    );
    expect(gsi.renderButton).toHaveBeenCalledWith(parent, expect.any(Object));
  });

  it('PUB-ERR-05 calls the error callback when Google returns no credential', async () => {
    const { callback, onCredential, onError } = await render();
    callback({});
    callback({ credential: '' });
    expect(onError).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledWith(new Error('Google returned no credential'));
    expect(onCredential).not.toHaveBeenCalled();

    callback({ credential: 'google-id-token' });
    expect(onCredential).toHaveBeenCalledExactlyOnceWith('google-id-token');
  });

  it('PUB-ADMIN-02 offers One Tap (prompt) only when asked to', async () => {
    await render();
    expect(gsi.prompt).not.toHaveBeenCalled();
    await render({ oneTap: true });
    expect(gsi.prompt).toHaveBeenCalledOnce();
  });

  it('rejects when the script loads but Google is missing', async () => {
    Reflect.deleteProperty(window, 'google');
    await expect(render()).rejects.toThrow('Google Identity Services did not initialise');
  });
});
