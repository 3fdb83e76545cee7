import http from 'node:http';
import {
  startIdentityStandIn,
  type IdentityStandIn,
} from '../../apps/server/test/stand-ins/identity-provider.ts';

/**
 * Stands in for Google Identity Services in the browser: serves a `gsi/client` script with the
 * same API the real one has (google.accounts.id.initialize / renderButton / prompt), whose button
 * hands the page's callback an ID token signed by the stand-in's keys, for whichever account a
 * test picked (as a person picks an account in Google's pop-up). The server verifies those tokens
 * against the stand-in's JWKS through its real code path.
 */
export interface IdentityStandInServer {
  origin: string;
  jwksUrl: string;
  gsiScriptUrl: string;
  close: () => Promise<void>;
}

const GSI_SCRIPT = `(() => {
  const origin = document.currentScript ? new URL(document.currentScript.src).origin : '';
  let settings = null;
  async function credential() {
    const res = await fetch(origin + '/gsi/credential?client_id=' + encodeURIComponent(settings.client_id));
    return res.ok ? (await res.json()).credential : null;
  }
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
        const value = await credential();
        settings.callback({ credential: value || '', select_by: 'btn' });
      });
      parent.replaceChildren(button);
    },
  } } };
})();`;

export async function startIdentityStandInServer(port: number): Promise<IdentityStandInServer> {
  const keys: IdentityStandIn = await startIdentityStandIn();
  let account: string | null = null;
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    res.setHeader('access-control-allow-origin', '*');
    if (url.pathname === '/gsi/client') {
      res.setHeader('content-type', 'text/javascript');
      return res.end(GSI_SCRIPT);
    }
    if (url.pathname === '/certs') {
      const jwks = await fetch(keys.jwksUrl);
      res.setHeader('content-type', 'application/json');
      return res.end(await jwks.text());
    }
    if (url.pathname === '/gsi/credential') {
      if (!account) {
        res.statusCode = 204;
        return res.end();
      }
      const credential = await keys.sign({
        provider: 'google',
        email: account,
        audience: url.searchParams.get('client_id') ?? '',
      });
      res.setHeader('content-type', 'application/json');
      return res.end(JSON.stringify({ credential }));
    }
    if (url.pathname === '/control/account' && req.method === 'POST') {
      let body = '';
      for await (const chunk of req) body += String(chunk);
      account = (JSON.parse(body) as { email: string | null }).email;
      return res.end('{}');
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
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await keys.close();
    },
  };
}

/** Which Google account the next click on the stand-in button signs in as (null: none). */
export async function chooseGoogleAccount(origin: string, email: string | null): Promise<void> {
  await fetch(`${origin}/control/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });
}
