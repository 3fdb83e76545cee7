import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestAppWithQueue, type QueuedTestApp } from './test-app.ts';

/**
 * PUB-OURS-04, the server-side permission model of the public site (ours; the spec leaves it open):
 * - without signing in, a visitor reaches only what the public pages, sign-in and the mobile apps'
 *   onboarding need: the forms, the customer request form's company, customer, complaint and image
 *   calls, the address lookups, the sign-in calls and the admin page's own sign-in;
 * - everything else under /api needs a console session (401 without one);
 * - /admin/queues needs the admin session (apps/server/test/admin-access.test.ts).
 * The list below is that model: a new route is signed-in unless it is added here on purpose.
 */
const ANONYMOUS = new Set([
  'GET /api/health',
  // A load balancer's readiness probe carries no session.
  'GET /api/ready',
  'GET /api/auth/options',
  'POST /api/company/login',
  'POST /api/auth/demo-login',
  'GET /api/admin/session',
  'POST /api/admin/session',
  'DELETE /api/admin/session',
  'POST /api/notifications/slack',
  'POST /api/submissions',
  'GET /api/companies',
  'GET /api/companies/{companyId}',
  'GET /api/companies/{companyId}/departments/{departmentId}/verify',
  'GET /api/customers',
  'POST /api/customers',
  'POST /api/complaints/submit',
  // With the request form's companyId; without one it is the console's upload (checked below).
  'GET /api/upload/presigned-url',
  // A link this server signed: the signature is the permission, not a session.
  'PUT /api/upload/local/{*}',
  'GET /api/geo/search',
  'GET /api/geo/reverse',
  // Page speed from the public pages' visitors (logged, never stored).
  'POST /api/web-vitals',
  'POST /api/onboarding/register',
  'GET /api/onboarding/invites/{code}',
  'POST /api/onboarding/join',
  // GPS apps (Traccar Client, OsmAnd) carry a tracking key, not a session: the key is the
  // permission (unknown or revoked: 401; none at all, as here: 400). Making keys needs a session.
  'GET /api/osmand',
  'POST /api/osmand',
]);

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const UPLOAD_LINK = '/api/upload/presigned-url';

describe('PUB-OURS-04 who may call what without signing in', () => {
  let server: QueuedTestApp;

  beforeAll(async () => {
    // Every optional route on: demo sign-in and the public forms (which need the queue).
    server = await startTestAppWithQueue({ DEMO_LOGIN: 'true' });
  });
  afterAll(() => server.close());

  /** Every API route the server has, from its OpenAPI document. */
  function apiRoutes(): Array<{ method: string; path: string }> {
    const { paths = {} } = server.app.swagger() as { paths?: Record<string, object> };
    return Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, operations]) =>
        METHODS.filter((method) => method in operations).map((method) => ({
          method: method.toUpperCase(),
          path,
        })),
      );
  }

  /** Calls a route without a session (or with a made-up token), with made-up ids and an empty body. */
  function callAnonymously(method: string, path: string, query = '', token?: string) {
    const url = path.replace(/\{[^}]+\}/g, () => crypto.randomUUID()) + query;
    const hasBody = method === 'POST' || method === 'PUT' || method === 'PATCH';
    return fetch(`${server.baseUrl}${url}`, {
      method,
      headers: {
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(hasBody ? { body: '{}' } : {}),
    });
  }

  // The upload link's own check comes after its query is valid.
  const queryFor = (path: string) => (path === UPLOAD_LINK ? '?fileType=image/jpeg' : '');

  it('PUB-OURS-04 only the public routes answer without a session; every other API route answers 401', async () => {
    const routes = apiRoutes();
    const listed = new Set(routes.map(({ method, path }) => `${method} ${path}`));
    // The enumeration is real: it sees both kinds of route, and every public one.
    expect(listed).toContain('GET /api/auth/me');
    expect([...ANONYMOUS].filter((route) => !listed.has(route))).toEqual([]);
    const signedIn = [...listed].filter((route) => !ANONYMOUS.has(route));
    expect(signedIn.length).toBeGreaterThan(5);

    for (const token of [undefined, 'x'.repeat(43)]) {
      const refused: string[] = [];
      for (const { method, path } of routes) {
        const res = await callAnonymously(method, path, queryFor(path), token);
        await res.arrayBuffer();
        if (res.status === 401) refused.push(`${method} ${path}`);
      }
      // Without the request form's companyId, an upload link is the console's: it needs a session.
      expect(refused.sort()).toEqual([...signedIn, `GET ${UPLOAD_LINK}`].sort());
    }

    // With the request form's companyId it needs none.
    const formUpload = await callAnonymously(
      'GET',
      UPLOAD_LINK,
      `?fileType=image/jpeg&companyId=${crypto.randomUUID()}`,
    );
    expect(formUpload.status).not.toBe(401);
  });
});
