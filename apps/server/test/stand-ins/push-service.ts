import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import type http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { promisify } from 'node:util';

/**
 * A local push service (the browser vendor's side of Web Push): takes the POST a server sends to
 * a subscription's endpoint, as RFC 8030 says (201 Created), and keeps what arrived: the headers
 * (VAPID Authorization, Content-Encoding, TTL) and the encrypted body. `answerNext` makes it
 * refuse the next message the way a real one does for a subscription that is gone (410).
 * Push services speak only HTTPS (the library connects with TLS whatever the scheme), so it
 * serves a certificate made here with openssl, which this process is then made to trust.
 */
export interface PushStandIn {
  url: string;
  received: { path: string; headers: http.IncomingHttpHeaders; body: Buffer }[];
  answerNext: (status: number) => void;
  close: () => Promise<void>;
}

/** A self-signed certificate for 127.0.0.1, trusted by this process from now on. */
async function localCertificate(): Promise<{ key: string; cert: string }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ronda-push-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  await promisify(execFile)('openssl', [
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:prime256v1',
    '-nodes',
    '-keyout',
    key,
    '-out',
    cert,
    '-days',
    '1',
    '-subj',
    '/CN=127.0.0.1',
    '-addext',
    'subjectAltName=IP:127.0.0.1',
  ]);
  const pair = { key: await fs.readFile(key, 'utf8'), cert: await fs.readFile(cert, 'utf8') };
  await fs.rm(dir, { recursive: true, force: true });
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), pair.cert]);
  return pair;
}

export async function startPushStandIn(): Promise<PushStandIn> {
  const received: PushStandIn['received'] = [];
  const queued: number[] = [];
  const server = https.createServer(await localCertificate(), async (req, res) => {
    const parts: Buffer[] = [];
    for await (const chunk of req) parts.push(chunk as Buffer);
    const status = queued.shift();
    if (status !== undefined) {
      res.writeHead(status).end();
      return;
    }
    if (req.method !== 'POST' || req.headers['content-encoding'] !== 'aes128gcm') {
      res.writeHead(400).end('expected an aes128gcm POST');
      return;
    }
    received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(parts) });
    res.writeHead(201, { location: `${req.url}/message/${received.length}` }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `https://127.0.0.1:${port}`,
    received,
    answerNext: (status) => queued.push(status),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
