import http from 'node:http';

/**
 * One HTTP request exactly as given: node:http sends the path byte for byte (fetch would
 * resolve `..` and re-encode it), any method may carry a body, and any header may be set.
 */
export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

export interface RawResponse {
  status: number;
  contentType: string;
  text: string;
  /** The server's id for the request (its log lines carry it). */
  requestId: string;
  ms: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
const TIMEOUT_MS = 15_000;
/** Files and streams are not read to the end: their status and type say enough. */
const MAX_READ_BYTES = 64 * 1024;

export function sendRaw(baseUrl: string, request: RawRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        hostname,
        port,
        method: request.method,
        path: request.path,
        headers: {
          ...request.headers,
          ...(request.body === undefined ? {} : { 'content-length': byteLength(request.body) }),
        },
        timeout: TIMEOUT_MS,
      },
      (res) => {
        const contentType = String(res.headers['content-type'] ?? '');
        const chunks: Buffer[] = [];
        let read = 0;
        const done = () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType,
            text: Buffer.concat(chunks).toString('utf8'),
            requestId: String(res.headers['x-request-id'] ?? ''),
            ms: performance.now() - started,
          });
        // A live stream never ends: its first bytes are all we look at.
        if (contentType.startsWith('text/event-stream')) {
          res.once('data', (chunk: Buffer) => {
            chunks.push(chunk);
            res.destroy();
            done();
          });
          return;
        }
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read <= MAX_READ_BYTES) chunks.push(chunk);
        });
        res.on('end', done);
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    req.on('error', reject);
    if (request.body !== undefined) req.write(request.body);
    req.end();
  });
}

function byteLength(body: string | Buffer): string {
  return String(typeof body === 'string' ? Buffer.byteLength(body) : body.length);
}

export function closeRawAgent() {
  agent.destroy();
}
