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

/** The requests sent again after the keep-alive race (see `sendRaw`), each with the request
 * the lost connection had answered before it: if one kind keeps appearing, the server is
 * closing connections it said it would keep. */
export const keepAliveRetries: string[] = [];
const lastRequestOn = new WeakMap<object, string>();
const describeRequest = (request: RawRequest) =>
  `${request.method} ${request.path.slice(0, 100)}${request.path.length > 100 ? '…' : ''}`;

/**
 * Sends `request`; a request that a reused keep-alive connection lost before any answer (the
 * server closed the idle connection as the request left) is sent once more on a new one, as
 * Node's documentation advises (`request.reusedSocket`) and as browsers do. A reset on a new
 * connection, or after an answer began, is still an error.
 */
export async function sendRaw(baseUrl: string, request: RawRequest): Promise<RawResponse> {
  try {
    return await sendOnce(baseUrl, request);
  } catch (error) {
    if (!(error instanceof KeepAliveRace)) throw error;
    keepAliveRetries.push(`${describeRequest(request)} (after ${error.previous})`);
    return sendOnce(baseUrl, request);
  }
}

class KeepAliveRace extends Error {
  readonly previous: string;
  constructor(previous: string, cause: Error) {
    super(cause.message, { cause });
    this.previous = previous;
  }
}

function sendOnce(baseUrl: string, request: RawRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  const started = performance.now();
  let answered = false;
  let previous = '?';
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
        answered = true;
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
    req.on('error', (error: Error & { code?: string }) => {
      const race = req.reusedSocket && !answered && error.code === 'ECONNRESET';
      reject(race ? new KeepAliveRace(previous, error) : error);
    });
    req.on('socket', (socket) => {
      previous = lastRequestOn.get(socket) ?? '?';
      lastRequestOn.set(socket, describeRequest(request));
    });
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
