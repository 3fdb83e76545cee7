import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A local Google Maps link shortener over real TLS: one HTTPS server that answers for
 * maps.app.goo.gl and goo.gl (by the Host header, with a self-signed certificate made for those
 * names) with the redirects a test sets up, as the real shortener answers a short link: a 302 and
 * a Location. A test points the expander's resolver and port at it and trusts `ca`.
 */
export type ShortenerAnswer =
  | { status: number; location?: string }
  /** Headers and a first chunk of a page whose body never ends. */
  | 'endless-page'
  /** The request is taken and never answered. */
  | 'hang';

export interface ShortenerRequest {
  host: string | undefined;
  path: string;
  method: string;
  userAgent: string | undefined;
}

export interface MapsShortenerStandIn {
  port: number;
  /** The certificate it serves, to trust in tests. */
  ca: string;
  /** Answers by host and path ("maps.app.goo.gl/abc"); anything else is a 404. */
  links: Map<string, ShortenerAnswer>;
  requests: ShortenerRequest[];
  close: () => Promise<void>;
}

export const SHORTENER_NAMES = ['maps.app.goo.gl', 'goo.gl'];

const run = promisify(execFile);

/** A throwaway key and self-signed certificate for `names`, made with the openssl CLI. */
export async function selfSignedCertificate(
  names: string[],
): Promise<{ key: string; cert: string }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ronda-cert-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    await run('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=Ronda test map shortener',
      '-addext',
      `subjectAltName=${names.map((n) => `DNS:${n}`).join(',')}`,
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ]);
    return { key: await fs.readFile(keyFile, 'utf8'), cert: await fs.readFile(certFile, 'utf8') };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

export async function startMapsShortenerStandIn(): Promise<MapsShortenerStandIn> {
  const { key, cert } = await selfSignedCertificate(SHORTENER_NAMES);
  const links = new Map<string, ShortenerAnswer>();
  const requests: ShortenerRequest[] = [];
  const server = https.createServer({ key, cert }, (req, res) => {
    const host = req.headers.host;
    const requestPath = req.url ?? '/';
    requests.push({
      host,
      path: requestPath,
      method: req.method ?? '',
      userAgent: req.headers['user-agent'],
    });
    const answer = links.get(`${host}${requestPath.split('?')[0]}`);
    if (answer === 'hang') return;
    if (answer === 'endless-page') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.write(`<!doctype html><title>Map</title>${'<p>more</p>'.repeat(1000)}`);
      return;
    }
    const { status, location } = answer ?? { status: 404 };
    res.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      ...(location === undefined ? {} : { location }),
    });
    res.end(location === undefined ? 'Not found' : `<a href="${location}">moved</a>`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    ca: cert,
    links,
    requests,
    close: () =>
      new Promise((resolve) => {
        // Hung requests hold their connections open: end them, or close never finishes.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
