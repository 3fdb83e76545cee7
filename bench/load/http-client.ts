import http from 'node:http';

/**
 * The bench's HTTP client: node:http with keep-alive Agents (undici is not a dependency of the
 * bench workspace, and node:http gives the same explicit connection pool for less client CPU
 * than fetch). Calls share one pool, as behind a proxy; each live stream holds its own socket.
 */
export interface LoadClient {
  calls: http.Agent;
  streams: http.Agent;
  close: () => void;
}

export function createLoadClient(maxSockets: number): LoadClient {
  const calls = new http.Agent({ keepAlive: true, maxSockets, scheduling: 'lifo' });
  const streams = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  return {
    calls,
    streams,
    close: () => {
      calls.destroy();
      streams.destroy();
    },
  };
}

export interface Answer {
  /** HTTP status, or 0 when no answer came (network error, aborted). */
  status: number;
  ms: number;
  body: string;
  /** Why there was no answer: the error code (ECONNRESET, ABORT_ERR...). */
  failure?: string;
}

/** One request, timed from sending to the last byte of the answer. */
export function timedRequest(
  agent: http.Agent,
  url: URL,
  init: { method: 'GET' | 'POST'; token: string; body?: string; signal: AbortSignal },
): Promise<Answer> {
  const t0 = performance.now();
  return new Promise((resolve) => {
    const headers: http.OutgoingHttpHeaders = { authorization: `Bearer ${init.token}` };
    if (init.body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(init.body);
    }
    // resolve() keeps the first outcome: an abort after the answer ended changes nothing.
    const fail = (failure: string) =>
      resolve({ status: 0, ms: performance.now() - t0, body: '', failure });
    const failWith = (error: NodeJS.ErrnoException) => fail(error.code ?? error.name);
    const req = http.request(url, { method: init.method, agent, headers, signal: init.signal });
    req.on('error', failWith);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: performance.now() - t0,
          body: Buffer.concat(chunks).toString(),
        }),
      );
      res.on('error', failWith);
      res.on('close', () => {
        if (!res.complete) fail('answer cut short');
      });
    });
    req.end(init.body);
  });
}

export interface StreamHandlers {
  /** The answer's status and headers arrived (ms since the request was sent). */
  onOpen: (status: number, ms: number) => void;
  /** One Server-Sent Event; `event` is '' for a comment-only block (the heartbeat). */
  onEvent: (event: string) => void;
  /** The stream ended, by the server, an error or `signal`. */
  onClose: (failure?: string) => void;
}

/**
 * GET a text/event-stream and count its events, reading only the `event:` lines: the bench
 * counts what arrives and does not parse the data (the console's parsing is the browser's CPU).
 */
export function openEventStream(
  agent: http.Agent,
  url: URL,
  token: string,
  signal: AbortSignal,
  handlers: StreamHandlers,
): void {
  const t0 = performance.now();
  const req = http.get(url, {
    agent,
    signal,
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
  });
  let closed = false;
  const close = (failure?: string) => {
    if (closed) return;
    closed = true;
    // Closed by the bench itself (end of the run): not a failure.
    handlers.onClose(signal.aborted ? undefined : failure);
  };
  req.on('error', (error: NodeJS.ErrnoException) => close(error.code ?? error.name));
  req.on('response', (res) => {
    handlers.onOpen(res.statusCode ?? 0, performance.now() - t0);
    if (res.statusCode !== 200) {
      res.resume();
      res.on('end', () => close(`HTTP ${res.statusCode}`));
      return;
    }
    res.setEncoding('utf8');
    let pending = '';
    res.on('data', (text: string) => {
      pending += text;
      let end = pending.indexOf('\n\n');
      while (end >= 0) {
        const block = pending.slice(0, end);
        pending = pending.slice(end + 2);
        end = pending.indexOf('\n\n');
        if (block.startsWith('retry:')) continue;
        const event =
          /^event: ?(.*)$/m.exec(block)?.[1] ?? (block.startsWith(':') ? '' : 'message');
        handlers.onEvent(event);
      }
    });
    res.on('end', () => close('closed by the server'));
    res.on('error', (error: NodeJS.ErrnoException) => close(error.code ?? error.name));
    res.on('close', () => close(signal.aborted ? undefined : 'connection closed'));
  });
}
