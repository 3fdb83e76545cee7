import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminGoogleButton } from './admin-google-button';

interface InitOptions {
  callback: (response: { credential?: string }) => void;
}

const gsi = {
  initialize: vi.fn<(options: InitOptions) => void>(),
  renderButton: vi.fn(),
  prompt: vi.fn(),
};
const SCRIPT = 'https://accounts.test/gsi/client?admin';

beforeEach(() => {
  vi.clearAllMocks();
  Object.defineProperty(window, 'google', { configurable: true, value: { accounts: { id: gsi } } });
});
afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window, 'google');
});

/** Renders the admin button and lets Google's script finish loading. */
async function renderAdminButton() {
  const onCredential = vi.fn();
  const onFailure = vi.fn();
  render(
    <AdminGoogleButton
      clientId="web-client"
      scriptUrl={SCRIPT}
      onCredential={onCredential}
      onFailure={onFailure}
    />,
  );
  // The first render adds the script; later renders share its load.
  document.head.querySelector(`script[src="${SCRIPT}"]`)?.dispatchEvent(new Event('load'));
  await waitFor(() => expect(gsi.renderButton).toHaveBeenCalled());
  const callback = gsi.initialize.mock.calls.at(-1)?.[0].callback;
  if (!callback) throw new Error('Google was not initialised');
  return { onCredential, onFailure, callback };
}

describe("the admin page's Google button (public-site-and-sign-in.md §2.11, §8)", () => {
  it('PUB-ADMIN-02 draws the button and also asks for Google One Tap', async () => {
    await renderAdminButton();
    expect(gsi.prompt).toHaveBeenCalledOnce();
  });

  it("PUB-ERR-26 reports a sign-in without a credential as a failure ('Google authentication failed')", async () => {
    const { callback, onCredential, onFailure } = await renderAdminButton();
    callback({});
    expect(onFailure).toHaveBeenCalledOnce();
    callback({ credential: 'google-id-token' });
    expect(onCredential).toHaveBeenCalledExactlyOnceWith('google-id-token');
  });
});
