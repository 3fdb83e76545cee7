import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppleSignIn } from './apple-sign-in';

/** Apple's script as the page finds it once loaded: `AppleID.auth` with init and signIn. */
function appleLoaded(signIn: () => Promise<unknown>) {
  Object.defineProperty(window, 'AppleID', {
    configurable: true,
    value: { auth: { init: vi.fn(), signIn } },
  });
}

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(window, 'AppleID');
});

function renderButton() {
  const onIdToken = vi.fn();
  const onError = vi.fn();
  render(
    <AppleSignIn
      clientId="com.ronda.web"
      scriptUrl="https://appleid.test/appleid.auth.js"
      onIdToken={onIdToken}
      onError={onError}
    />,
  );
  return { onIdToken, onError, button: screen.getByRole('button', { name: 'Sign in with Apple' }) };
}

describe('AppleSignIn (public-site-and-sign-in.md §2.10, §8)', () => {
  it('PUB-LOGIN-02 offers "Sign in with Apple" and hands on the ID token', async () => {
    appleLoaded(() => Promise.resolve({ authorization: { id_token: 'apple-id-token' } }));
    const { onIdToken, onError, button } = renderButton();
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);
    await waitFor(() => expect(onIdToken).toHaveBeenCalledWith('apple-id-token'));
    expect(onError).not.toHaveBeenCalled();
  });

  it("PUB-ERR-04 sends Apple's other errors to the error callback", async () => {
    const cancelled = { error: 'popup_closed_by_user' };
    appleLoaded(() => Promise.reject(cancelled));
    const { onIdToken, onError, button } = renderButton();
    await waitFor(() => expect(button).toHaveProperty('disabled', false));
    fireEvent.click(button);
    await waitFor(() => expect(onError).toHaveBeenCalledWith(cancelled));
    expect(onIdToken).not.toHaveBeenCalled();
  });
});
