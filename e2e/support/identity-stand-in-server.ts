import http from 'node:http';
import type { Page } from '@playwright/test';
import {
  startIdentityStandIn,
  type IdentityStandIn,
} from '../../apps/server/test/stand-ins/identity-provider.ts';

/**
 * Stands in for Google Identity Services and Sign in with Apple in the browser: serves a
 * `gsi/client` script and an `appleid.auth.js` script with the same API the real ones have
 * (google.accounts.id.initialize / renderButton / prompt; AppleID.auth.init / signIn), which hand
 * the page an ID token signed by the stand-in's keys for the account the test picked for that page
 * (as a person picks an account in the provider's pop-up). The server verifies those tokens against
 * the stand-in's JWKS through its real code path.
 */
export interface IdentityStandInServer {
  origin: string;
  jwksUrl: string;
  gsiScriptUrl: string;
  appleScriptUrl: string;
  close: () => Promise<void>;
}

/** The page global that names the account the next sign-in picks (see chooseAccount). */
const ACCOUNT_GLOBAL = '__identityStandInAccount';

// Asks the stand-in for a token of the page's chosen account; null when none was chosen.
const CREDENTIAL_FN = `async function credential(provider, clientId) {
    const email = window.${ACCOUNT_GLOBAL};
    if (!email) return null;
    const query = '?client_id=' + encodeURIComponent(clientId) + '&email=' + encodeURIComponent(email);
    const res = await fetch(origin + '/' + provider + '/credential' + query);
    return res.ok ? (await res.json()).credential : null;
  }`;

const GSI_SCRIPT = `(() => {
  const origin = document.currentScript ? new URL(document.currentScript.src).origin : '';
  let settings = null;
  ${CREDENTIAL_FN}
  window.google = { accounts: { id: {
    initialize(options) { settings = options; },
    prompt() {},
    disableAutoSelect() {},
    renderButton(parent, options) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = options && options.text === 'signup_with' ? 'Sign up with Google' : 'Sign in with Google';
      button.setAttribute('data-stand-in', 'google');
      button.addEventListener('click', async () => {
        const value = await credential('gsi', settings.client_id);
        settings.callback({ credential: value || '', select_by: 'btn' });
      });
      parent.replaceChildren(button);
    },
  } } };
})();`;

// Like Apple's script: init() then signIn(), which rejects with { error } when the person cancels.
const APPLE_SCRIPT = `(() => {
  const origin = document.currentScript ? new URL(document.currentScript.src).origin : '';
  let settings = null;
  ${CREDENTIAL_FN}
  window.AppleID = { auth: {
    init(options) { settings = options; },
    async signIn() {
      const value = await credential('apple', settings.clientId);
      if (!value) throw { error: 'popup_closed_by_user' };
      return { authorization: { id_token: value, code: 'stand-in-code' } };
    },
  } };
})();`;

/**
 * A provider's sign-in popup, at the provider's origin: like Google's and Apple's popup modes it
 * hands its result to the page that opened it through window.opener.postMessage, which only
 * works when that page's Cross-Origin-Opener-Policy lets its popups keep their opener.
 */
export const POPUP_RESULT = { source: 'identity-stand-in', credential: 'stand-in-credential' };
const POPUP_PAGE = `<!doctype html>
<title>Sign in (stand-in)</title>
<p>Signing you in…</p>
<script>
  if (window.opener) window.opener.postMessage(${JSON.stringify(POPUP_RESULT)}, '*');
  document.title = window.opener ? 'Result sent' : 'No opener';
</script>`;

const SCRIPTS = new Map([
  ['/gsi/client', GSI_SCRIPT],
  ['/appleid/auth.js', APPLE_SCRIPT],
]);
const CREDENTIAL_PATHS = new Map<string, 'google' | 'apple'>([
  ['/gsi/credential', 'google'],
  ['/apple/credential', 'apple'],
]);

export async function startIdentityStandInServer(port: number): Promise<IdentityStandInServer> {
  const keys: IdentityStandIn = await startIdentityStandIn();
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    res.setHeader('access-control-allow-origin', '*');
    const script = SCRIPTS.get(url.pathname);
    if (script) {
      res.setHeader('content-type', 'text/javascript');
      return res.end(script);
    }
    if (url.pathname === '/popup') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      return res.end(POPUP_PAGE);
    }
    if (url.pathname === '/certs') {
      const jwks = await fetch(keys.jwksUrl);
      res.setHeader('content-type', 'application/json');
      return res.end(await jwks.text());
    }
    const credentialFor = CREDENTIAL_PATHS.get(url.pathname);
    if (credentialFor) {
      const credential = await keys.sign({
        provider: credentialFor,
        email: url.searchParams.get('email') ?? '',
        audience: url.searchParams.get('client_id') ?? '',
      });
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify({ credential }));
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    jwksUrl: `${origin}/certs`,
    gsiScriptUrl: `${origin}/gsi/client`,
    appleScriptUrl: `${origin}/appleid/auth.js`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await keys.close();
    },
  };
}

/**
 * Which account the page's next Google or Apple sign-in picks (null: the person picks none).
 * Per page, so tests running side by side never see each other's choice. Call before page.goto.
 */
export async function chooseAccount(page: Page, email: string | null): Promise<void> {
  await page.addInitScript(
    ({ key, value }) => {
      Object.assign(window, { [key]: value });
    },
    { key: ACCOUNT_GLOBAL, value: email },
  );
}
