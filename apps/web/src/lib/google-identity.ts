import { loadScript } from './load-script';

/** The part of Google Identity Services (the `gsi/client` script) the sign-in buttons use. */
interface GoogleCredentialResponse {
  credential?: string;
}
interface GoogleAccountsId {
  initialize(options: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
  }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
  prompt(): void;
}
declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

export interface GoogleButtonOptions {
  clientId: string;
  scriptUrl: string;
  onCredential: (credential: string) => void;
  /** Called when Google returns no credential, or its script cannot be loaded. */
  onError: (error: Error) => void;
  /** Also offer One Tap (the admin page allows it). */
  oneTap?: boolean;
  text?: 'signin_with' | 'continue_with';
}

/** Loads Google's script and draws its "Sign in with Google" button into `parent`. */
export async function renderGoogleButton(
  parent: HTMLElement,
  options: GoogleButtonOptions,
): Promise<void> {
  await loadScript(options.scriptUrl);
  const id = window.google?.accounts?.id;
  if (!id) throw new Error('Google Identity Services did not initialise');
  id.initialize({
    client_id: options.clientId,
    cancel_on_tap_outside: true,
    callback: (response) => {
      if (response.credential) options.onCredential(response.credential);
      else options.onError(new Error('Google returned no credential'));
    },
  });
  id.renderButton(parent, {
    type: 'standard',
    theme: 'outline',
    size: 'large',
    shape: 'pill',
    text: options.text ?? 'signin_with',
    width: 280,
  });
  if (options.oneTap) id.prompt();
}
