/**
 * Issue 26: requests Node's HTTP parser refuses before Fastify sees them (a URL or headers over
 * the limit, a malformed request) and bodies over the limit answer in the one error shape
 * { is_success: false, message } with a request id, over a raw socket as a client sends them.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@ronda/shared';
import { captureLogs, type CapturedLogs } from './log-sink.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { startTestApp, type TestApp } from './test-app.ts';

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes `request` byte for byte and reads until the server closes the connection (every
 * request here says `Connection: close`; half-closing our side first would make Node drop a
 * response that is still being prepared). */
function sendOnSocket(baseUrl: string, request: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers = Object.fromEntries(
        headerLines.map((line) => {
          const colon = line.indexOf(':');
          return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
        }),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.write(request);
  });
}

const get = (target: string, extraHeaders = '') =>
  `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${extraHeaders}Connection: close\r\n\r\n`;

function expectShape(answer: RawAnswer, status: number, message: RegExp) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  const body = apiErrorSchema.parse(JSON.parse(answer.body));
  expect(body.is_success).toBe(false);
  expect(body.message).toMatch(message);
}

describe('issue 26: requests Node refuses answer in the error shape with a request id', () => {
  let database: TestDatabase;
  let server: TestApp;
  let logs: CapturedLogs;

  beforeAll(async () => {
    database = await createTestDatabase();
    logs = captureLogs();
    server = await startTestApp(database, { logger: logs.logger });
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  it('a 20,000-character query string answers 431, and the log line carries the same id', async () => {
    const answer = await sendOnSocket(server.baseUrl, get(`/api/health?q=${'a'.repeat(20_000)}`));
    expectShape(answer, 431, /too long \(over 16 KB together\)/);
    const line = logs.withMessage('request refused before routing').at(-1);
    expect(line).toMatchObject({
      reqId: answer.headers['x-request-id'],
      code: 'HPE_HEADER_OVERFLOW',
      statusCode: 431,
    });
  });

  it('a 1,000,000-character address answers 431 too: the answer arrives while the client is still sending', async () => {
    const answer = await sendOnSocket(
      server.baseUrl,
      get(`/api/health?q=${'a'.repeat(1_000_000)}`),
    );
    expectShape(answer, 431, /too long/);
  });

  it('a 40 KB header answers 431', async () => {
    const answer = await sendOnSocket(
      server.baseUrl,
      get('/api/health', `X-Padding: ${'b'.repeat(40 * 1024)}\r\n`),
    );
    expectShape(answer, 431, /headers are too long/);
  });

  it('a malformed request line and a header with a forbidden character answer 400', async () => {
    expectShape(
      await sendOnSocket(server.baseUrl, 'GET /api/health HTTP/1.1 extra\r\n\r\n'),
      400,
      /^The request is malformed/,
    );
    expectShape(
      await sendOnSocket(server.baseUrl, get('/api/health', 'Bad Header: x\r\n')),
      400,
      /^The request is malformed/,
    );
  });

  it('chunk extensions over Node’s limit answer 413', async () => {
    const request =
      'POST /api/web-vitals HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n' +
      `Content-Type: application/json\r\nConnection: close\r\n\r\n1;ext=${'a'.repeat(20_000)}\r\na\r\n0\r\n\r\n`;
    expectShape(await sendOnSocket(server.baseUrl, request), 413, /body is too large/);
  });

  it('a body over the limit answers 413 in the shape, and the connection still answers the next request', async () => {
    const res = await fetch(`${server.baseUrl}/api/auth/demo-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pad: 'c'.repeat(1_100_000) }),
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(await res.json()).toEqual({ is_success: false, message: 'Request body is too large' });
    expect((await fetch(`${server.baseUrl}/api/health`)).status).toBe(200);
  });
});

describe('issue 26: the limits are configuration', () => {
  let database: TestDatabase;
  let server: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    server = await startTestApp(database, {
      env: { MAX_HEADER_BYTES: '65536', BODY_LIMIT_BYTES: '2048' },
    });
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
  });

  it('MAX_HEADER_BYTES=65536 lets the 20,000-character query through, and 70 KB is still refused', async () => {
    const through = await sendOnSocket(server.baseUrl, get(`/api/health?q=${'a'.repeat(20_000)}`));
    expect(through.status).toBe(200);
    const refused = await sendOnSocket(
      server.baseUrl,
      get(`/api/health?q=${'a'.repeat(70 * 1024)}`),
    );
    expectShape(refused, 431, /over 64 KB together/);
  });

  it('BODY_LIMIT_BYTES=2048 refuses a 3 KB body with 413', async () => {
    const res = await fetch(`${server.baseUrl}/api/auth/demo-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pad: 'c'.repeat(3_000) }),
    });
    expect(res.status).toBe(413);
    expect(apiErrorSchema.parse(await res.json()).message).toBe('Request body is too large');
  });
});
