import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import crypto from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema } from '@ronda/shared';
import { ApiError } from '../src/lib/api-error.ts';
import { answerFrameworkError, registerErrorHandling } from '../src/plugins/error-handler.ts';
import { DatabaseOutage } from '../src/lib/database-outage.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { startTestApp, type TestApp } from './test-app.ts';

const echoBody = z.object({ name: z.string().min(1), count: z.number().int() });

describe('server shell: one error shape, security headers, OpenAPI, web app fallback', () => {
  let database: TestDatabase;
  let server: TestApp;
  let webDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ronda-web-'));
    await fs.mkdir(path.join(webDir, 'assets'));
    await fs.writeFile(
      path.join(webDir, 'index.html'),
      '<!doctype html><title>Ronda shell</title>',
    );
    await fs.writeFile(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    // The build's marker for `npm start` (apps/web/scripts/build-info.mjs): never served.
    await fs.writeFile(path.join(webDir, 'build-info.json'), '{"nodeEnv":"production"}');
    server = await startTestApp(database, {
      webDistDir: webDir,
      beforeListen: (app) => {
        app.post('/api/test/echo', { schema: { body: echoBody } }, async (request) => request.body);
        app.get('/api/test/boom', async () => {
          throw new Error('secret internal detail');
        });
        app.get('/api/test/teapot', async () => {
          throw ApiError.conflict('Already taken');
        });
        // Drizzle wraps PostgreSQL's errors in its own, with the driver's error as `cause`.
        const textBody = z.object({ text: z.string() });
        app.post('/api/test/store-text', { schema: { body: textBody } }, async (request) => {
          const { text } = textBody.parse(request.body);
          await database.db.execute(sql`select ${text}::text`);
          return { stored: true };
        });
        app.post('/api/test/store-json', { schema: { body: textBody } }, async (request) => {
          await database.db.execute(sql`select ${JSON.stringify(request.body)}::jsonb`);
          return { stored: true };
        });
        app.post('/api/test/twice', async () => {
          const id = crypto.randomUUID();
          await database.db.execute(sql`insert into companies (id, name) values (${id}, 'Twice')`);
          await database.db.execute(sql`insert into companies (id, name) values (${id}, 'Twice')`);
          return { stored: true };
        });
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
    await fs.rm(webDir, { recursive: true, force: true });
  });

  const post = (body: string, contentType = 'application/json') =>
    fetch(`${server.baseUrl}/api/test/echo`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body,
    });

  async function expectError(res: Response, status: number, message: RegExp | string) {
    expect(res.status).toBe(status);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const body = apiErrorSchema.strict().parse(await res.json());
    if (typeof message === 'string') expect(body.message).toBe(message);
    else expect(body.message).toMatch(message);
  }

  it('answers 404 { is_success: false, message } for an unknown /api path', async () => {
    await expectError(
      await fetch(`${server.baseUrl}/api/no-such-thing`),
      404,
      'Not found: GET /api/no-such-thing',
    );
    await expectError(
      await fetch(`${server.baseUrl}/api/nope`, { method: 'DELETE' }),
      404,
      'Not found: DELETE /api/nope',
    );
  });

  it('answers 400 for malformed JSON', async () => {
    await expectError(await post('{"name": "x",'), 400, 'Malformed JSON in request body');
  });

  it('answers 400 naming the field when the body fails its schema', async () => {
    await expectError(
      await post(JSON.stringify({ name: '', count: 2 })),
      400,
      /^Invalid body\.name: /,
    );
    await expectError(
      await post(JSON.stringify({ name: 'a', count: 1.5 })),
      400,
      /^Invalid body\.count: /,
    );
  });

  it('accepts a valid body (the echo route works, so the errors above are real)', async () => {
    const res = await post(JSON.stringify({ name: 'Ronda', count: 3 }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'Ronda', count: 3 });
  });

  it('answers 413 for a body over 1 MiB and 415 for an unknown content type', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10), count: 1 });
    await expectError(await post(huge), 413, 'Request body is too large');
    await expectError(
      await post('name=x', 'application/x-www-form-urlencoded'),
      415,
      'Unsupported Content-Type',
    );
  });

  it('answers 500 without leaking internals, and service errors with their own status', async () => {
    const res = await fetch(`${server.baseUrl}/api/test/boom`);
    await expectError(res, 500, 'Internal server error');
    await expectError(await fetch(`${server.baseUrl}/api/test/teapot`), 409, 'Already taken');
  });

  it('issue 16: answers 400 for text PostgreSQL cannot store and 409 for a duplicate, through Drizzle', async () => {
    const store = (path: string, text: string) =>
      fetch(`${server.baseUrl}/api/test/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text }),
      });
    const nul = 'Text must not contain the NUL character (\\u0000).';
    await expectError(await store('store-text', 'a\u0000b'), 400, nul);
    await expectError(await store('store-json', 'a\u0000b'), 400, nul);
    await expectError(
      await store('store-json', 'a\ud800b'),
      400,
      'Text must be well-formed Unicode: a lone surrogate such as \\ud800 cannot be stored.',
    );
    expect((await store('store-json', 'façade 👩‍👩‍👧')).status).toBe(200);
    await expectError(
      await fetch(`${server.baseUrl}/api/test/twice`, { method: 'POST' }),
      409,
      'That already exists.',
    );
  });

  it('sends security headers', async () => {
    const res = await fetch(`${server.baseUrl}/api/health`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain('https://tile.openstreetmap.org');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('publishes OpenAPI at /api/docs, describing the health route', async () => {
    const json = (await (await fetch(`${server.baseUrl}/api/docs/json`)).json()) as {
      openapi: string;
      paths: Record<string, unknown>;
    };
    expect(json.openapi).toBe('3.1.0');
    expect(Object.keys(json.paths)).toContain('/api/health');
    const ui = await fetch(`${server.baseUrl}/api/docs`, { redirect: 'follow' });
    expect(ui.status).toBe(200);
    expect(await ui.text()).toMatch(/swagger/i);
  });

  it('serves the web app shell for any page path, with revalidation, and hashed assets as immutable', async () => {
    for (const page of ['/', '/dashboard', '/company/abc/customer', '/field/tasks']) {
      const res = await fetch(`${server.baseUrl}${page}`);
      expect(res.status, page).toBe(200);
      expect(await res.text()).toContain('Ronda shell');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    const asset = await fetch(`${server.baseUrl}/assets/app-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('issue 18: answers a path that is no page 404, with the shell, whose router says Page not found', async () => {
    for (const page of ['/no/such/page', '/dashboard/extra', '/index.html', '/build-info.json']) {
      for (const method of ['GET', 'HEAD']) {
        const res = await fetch(`${server.baseUrl}${page}`, { method });
        expect(res.status, `${method} ${page}`).toBe(404);
        expect(res.headers.get('content-type')).toMatch(/^text\/html/);
        if (method === 'GET') expect(await res.text()).toContain('Ronda shell');
      }
    }
  });

  it('issue 18: pages that open a sign-in popup allow it (COOP same-origin-allow-popups); the rest stay same-origin', async () => {
    const coop = async (page: string) =>
      (await fetch(`${server.baseUrl}${page}`)).headers.get('cross-origin-opener-policy');
    for (const page of [
      '/login',
      '/login/',
      '/admin',
      '/join?code=AB12CD34',
      '/field',
      '/field/x',
    ]) {
      expect(await coop(page), page).toBe('same-origin-allow-popups');
    }
    for (const page of ['/', '/pricing', '/dashboard', '/no/such/page', '/api/health']) {
      expect(await coop(page), page).toBe('same-origin');
    }
  });
});

describe('prerendered pages and run-time settings in the HTML', () => {
  let database: TestDatabase;
  let server: TestApp;
  let webDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ronda-web-'));
    const page = (body: string) =>
      `<!doctype html><html><head><title>t</title></head><body><div id="root">${body}</div></body></html>`;
    await fs.writeFile(path.join(webDir, '_shell.html'), page(''));
    await fs.writeFile(path.join(webDir, 'index.html'), page('HOME'));
    await fs.mkdir(path.join(webDir, 'pricing'));
    await fs.writeFile(
      path.join(webDir, 'pricing', 'index.html'),
      page(
        'PRICING mail __RONDA_SUPPORT_EMAIL__<ul class="badges">' +
          '<li data-store-badge="android"><a href="__RONDA_ANDROID_APP_URL__">Google Play</a></li>' +
          '<li data-store-badge="ios"><a href="__RONDA_IOS_APP_URL__">App Store</a></li></ul>',
      ),
    );
    await fs.mkdir(path.join(webDir, 'field'));
    await fs.writeFile(path.join(webDir, 'field', 'index.html'), page('FIELD APP'));
    const worker = 'self.addEventListener("fetch", () => {});';
    await fs.writeFile(path.join(webDir, 'field', 'sw.js'), worker);
    // The build writes a compressed twin beside each file; the server may send that one.
    await fs.writeFile(path.join(webDir, 'field', 'sw.js.br'), zlib.brotliCompressSync(worker));
    server = await startTestApp(database, {
      webDistDir: webDir,
      env: {
        SUPPORT_EMAIL: 'help@ronda.example',
        SUPPORT_PHONE: '+91 832 123 4567',
        IOS_APP_URL: 'https://apps.apple.com/in/app/ronda/id6450000000',
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await database.drop();
    await fs.rm(webDir, { recursive: true, force: true });
  });

  const get = async (page: string) => (await fetch(`${server.baseUrl}${page}`)).text();

  it('answers a prerendered page with its own HTML, with or without a trailing slash', async () => {
    expect(await get('/')).toContain('HOME');
    expect(await get('/pricing')).toContain('PRICING');
    expect(await get('/pricing/')).toContain('PRICING');
  });

  it('fills the configured support address into the page and hands the settings to the app', async () => {
    const html = await get('/pricing');
    expect(html).toContain('PRICING mail help@ronda.example');
    expect(html).not.toContain('__RONDA_SUPPORT_EMAIL__');
    expect(html).toContain(
      '<meta name="ronda-config" content="{&quot;supportEmail&quot;:&quot;help@ronda.example&quot;,&quot;supportPhone&quot;:&quot;+91 832 123 4567&quot;,&quot;tileUrl&quot;:&quot;https://tile.openstreetmap.org/{z}/{x}/{y}.png&quot;,&quot;androidAppUrl&quot;:null,&quot;iosAppUrl&quot;:&quot;https://apps.apple.com/in/app/ronda/id6450000000&quot;}" />',
    );
  });

  it('PUB-RTE-36 PUB-RTE-37 issue 18: a prerendered store badge gets its configured address, and one without an address is gone', async () => {
    const html = await get('/pricing');
    expect(html).toContain(
      '<ul class="badges"><li data-store-badge="ios"><a href="https://apps.apple.com/in/app/ronda/id6450000000">App Store</a></li></ul>',
    );
    expect(html).not.toContain('Google Play');
    expect(html).not.toContain('__RONDA_');
  });

  it('sends pages and assets compressed when the browser accepts it', async () => {
    await fs.mkdir(path.join(webDir, 'assets'), { recursive: true });
    const res = await fetch(`${server.baseUrl}/pricing`, { headers: { 'accept-encoding': 'br' } });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toContain('Accept-Encoding');
    expect(await res.text()).toContain('PRICING');
    const gz = await fetch(`${server.baseUrl}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
  });

  it('answers the empty shell for paths that are not prerendered, and never raw HTML files', async () => {
    const shell = await get('/dashboard');
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).toContain('name="ronda-config"');
    expect(await get('/pricing/index.html')).not.toContain('__RONDA_SUPPORT_EMAIL__');
  });

  it('answers every /field path with the field app, and its service worker uncached by the browser', async () => {
    expect(await get('/field')).toContain('FIELD APP');
    expect(await get('/field/')).toContain('FIELD APP');
    expect(await get('/field/tasks/123')).toContain('FIELD APP');
    expect(await get('/fieldwork')).not.toContain('FIELD APP');
    const worker = await fetch(`${server.baseUrl}/field/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    // Issue 27: the worker may control `/field` too, so that address opens offline.
    for (const encoding of ['identity', 'br']) {
      const res = await fetch(`${server.baseUrl}/field/sw.js`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(res.headers.get('service-worker-allowed'), encoding).toBe('/field');
      expect(await res.text()).toContain('addEventListener');
    }
  });

  it('issue 27: `/field` is `/field/` (308, the query kept), so phones land where the worker is', async () => {
    for (const [from, to] of [
      ['/field', '/field/'],
      ['/field?code=AB12', '/field/?code=AB12'],
    ] as const) {
      const res = await fetch(`${server.baseUrl}${from}`, { redirect: 'manual' });
      expect([res.status, res.headers.get('location')], from).toEqual([308, to]);
    }
  });
});

describe('answerFrameworkError: what the router answers by itself, in the one error shape (issue 16)', () => {
  it('answers a broken %-escape 400 and an over-long path parameter 414 as { is_success: false, message }', async () => {
    const app = Fastify({ frameworkErrors: answerFrameworkError });
    registerErrorHandling(app, new DatabaseOutage(new pg.Pool(), app.log));
    app.get('/api/things/:id', async () => ({ ok: true }));
    const broken = await app.inject({ method: 'GET', url: '/api/things/%E0%A4%A' });
    expect([broken.statusCode, broken.json()]).toEqual([
      400,
      { is_success: false, message: 'The address is not valid (a broken %-escape).' },
    ]);
    const long = await app.inject({ method: 'GET', url: `/api/things/${'a'.repeat(101)}` });
    expect([long.statusCode, long.json()]).toEqual([
      414,
      { is_success: false, message: 'A value in the address is too long.' },
    ]);
    await app.close();
  });
});
