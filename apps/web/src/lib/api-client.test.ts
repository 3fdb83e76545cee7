import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { healthOkSchema } from '@ronda/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import {
  ApiRequestError,
  DEFAULT_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  UNEXPECTED_RESPONSE_MESSAGE,
} from './api-request-error';
import { signIn } from './auth-store';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

// A real HTTP server, so headers, status codes and bodies cross a socket as they do in the app.
let server: Server;
let baseUrl: string;
let received: Received[] = [];

function json(status: number, body: unknown): [number, string, string] {
  return [status, 'application/json', JSON.stringify(body)];
}

const answers: Record<string, [number, string, string]> = {
  '/api/health': json(200, { status: 'ok', database: 'ok' }),
  '/api/echo': json(200, { is_success: true, saved: true }),
  '/api/wrong-shape': json(200, { status: 'maybe' }),
  '/api/not-json': [200, 'text/html', '<!doctype html><p>app shell</p>'],
  '/api/no-content': [204, 'text/plain', ''],
  '/api/expired': json(401, { is_success: false, message: 'Session expired' }),
  '/api/company/login': json(404, { is_success: false, message: 'Email not found.' }),
  '/api/bad-request': json(400, { is_success: false, message: 'Description is required' }),
  '/api/proxy-down': [502, 'text/html', '<html><body>Bad Gateway</body></html>'],
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const [status, type, text] = answers[new URL(req.url ?? '/', 'http://x').pathname] ?? [
        404,
        'text/plain',
        'no route',
      ];
      res.writeHead(status, { 'Content-Type': type }).end(status === 204 ? undefined : text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received = [];
  localStorage.clear();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const session = { token: 'tok-123', user: { id: 1 }, company: { id: 2 } };

async function failureOf(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiRequestError))
    throw new Error(`expected an ApiRequestError: ${String(error)}`);
  return error;
}

describe('api client against a real HTTP server', () => {
  it('PUB-API-02 sends the stored token as a bearer header and returns the validated body', async () => {
    signIn(session);
    const client = createApiClient({ baseUrl });
    await expect(client.request('/api/health', { schema: healthOkSchema })).resolves.toEqual({
      status: 'ok',
      database: 'ok',
    });
    expect(received[0]?.method).toBe('GET');
    expect(received[0]?.headers.authorization).toBe('Bearer tok-123');
    expect(received[0]?.headers.accept).toBe('application/json');
  });

  it('sends no authorization header when signed out', async () => {
    await createApiClient({ baseUrl }).request('/api/health');
    expect(received[0]?.headers.authorization).toBeUndefined();
  });

  it('PUB-API-03 posts JSON and adds query parameters, skipping empty ones', async () => {
    const client = createApiClient({ baseUrl: `${baseUrl}/` });
    const result = await client.request('/api/echo', {
      query: { companyId: 42, email: 'a+b@example.in', departmentId: undefined },
      body: { name: 'Ravi' },
    });
    expect(result).toEqual({ is_success: true, saved: true });
    expect(received[0]?.method).toBe('POST');
    expect(received[0]?.url).toBe('/api/echo?companyId=42&email=a%2Bb%40example.in');
    expect(received[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received[0]?.body ?? '')).toEqual({ name: 'Ravi' });
  });

  it("PUB-API-01 the app's client calls the base address configured in VITE_API_BASE_URL", async () => {
    vi.stubEnv('VITE_API_BASE_URL', `${baseUrl}/`);
    vi.resetModules();
    const { apiClient } = await import('./api-client');
    await expect(apiClient.request('/api/health', { schema: healthOkSchema })).resolves.toEqual({
      status: 'ok',
      database: 'ok',
    });
    expect(received.map((r) => r.url)).toEqual(['/api/health']);
  });

  it('returns undefined for an empty success body', async () => {
    await expect(createApiClient({ baseUrl }).request('/api/no-content')).resolves.toBeUndefined();
  });

  it('turns an { is_success: false, message } body into ApiRequestError with that message', async () => {
    signIn(session);
    const error = await failureOf(createApiClient({ baseUrl }).request('/api/bad-request'));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Description is required');
    // Only a 401 ends the session.
    expect(localStorage.getItem('authToken')).toBe('tok-123');

    const notFound = await failureOf(createApiClient({ baseUrl }).request('/api/company/login'));
    expect([notFound.status, notFound.message]).toEqual([404, 'Email not found.']);
  });

  it('PUB-AUTH-12 a 401 drops authToken, user and company before throwing (GAP-15)', async () => {
    signIn(session);
    const error = await failureOf(createApiClient({ baseUrl }).request('/api/expired'));
    expect([error.status, error.message]).toEqual([401, 'Session expired']);
    expect(received[0]?.headers.authorization).toBe('Bearer tok-123');
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('company')).toBeNull();
  });

  it('gives a plain message for a non-JSON error page', async () => {
    const error = await failureOf(createApiClient({ baseUrl }).request('/api/proxy-down'));
    expect([error.status, error.message]).toEqual([502, DEFAULT_ERROR_MESSAGE]);
  });

  it('rejects a success body that fails the schema or is not JSON', async () => {
    const client = createApiClient({ baseUrl });
    const shape = await failureOf(client.request('/api/wrong-shape', { schema: healthOkSchema }));
    expect([shape.status, shape.message]).toEqual([200, UNEXPECTED_RESPONSE_MESSAGE]);
    const html = await failureOf(client.request('/api/not-json'));
    expect(html.message).toBe(UNEXPECTED_RESPONSE_MESSAGE);
  });

  it('reports status 0 when the server cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const error = await failureOf(
      createApiClient({ baseUrl: `http://127.0.0.1:${port}` }).request('/api/health'),
    );
    expect([error.status, error.message]).toEqual([0, NETWORK_ERROR_MESSAGE]);
  });
});
