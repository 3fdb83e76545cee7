import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isWebPagePath } from '@ronda/shared';
import type { Config } from '../config.ts';
import { sendError } from './error-handler.ts';
import { findWebPage, loadWebPages } from './web-pages.ts';

/** Written last by the web build (apps/web/scripts/build-info.mjs), read by `npm start`. */
const BUILD_INFO_FILE = 'build-info.json';
/** Read by the security headers at start (apps/web/scripts/prerender.mjs writes it). */
const CSP_HASHES_FILE = 'csp-script-hashes.json';

/**
 * Serves the built web app. Hashed files under /assets are immutable; HTML is revalidated so a
 * deploy is picked up at once. A prerendered public page is answered with its own HTML; any other
 * GET outside /api answers the app shell, whose router decides what the path shows. A path that
 * is no page of the app (the shared list in @ronda/shared's web-routes) gets the shell too, where
 * the router shows 'Page not found' (or, signed in, the dashboard), but with a 404 status, so
 * crawlers and link checkers see a dead address as one.
 */
export async function registerWebStatic(
  app: FastifyInstance,
  distDir: string | undefined,
  config: Config,
) {
  const web = distDir ? loadWebPages(distDir, config) : undefined;
  if (web && distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Routes for the files present at start (a build happens before start); `/` stays ours.
      wildcard: false,
      index: false,
      // dist holds .br and .gz beside each asset (apps/web/scripts/compress.mjs).
      preCompressed: true,
      // HTML goes through loadWebPages (settings filled in), never straight from disk; the build's
      // marker (apps/web/scripts/build-info.mjs) is for `npm start`, not for visitors.
      allowedPath: (pathName) =>
        !pathName.endsWith('.html') &&
        !pathName.endsWith(BUILD_INFO_FILE) &&
        !pathName.endsWith(CSP_HASHES_FILE),
      setHeaders: (res, filePath) => {
        const immutable = /[\\/]assets[\\/]/.test(filePath);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The field app's worker controls `/field` as well as `/field/` (its script's folder),
        // so the address the README and QR codes give opens offline too (issue 27). The file sent
        // may be its precompressed twin.
        if (/[\\/]field[\\/]sw\.js(\.br|\.gz)?$/.test(filePath))
          res.header('Service-Worker-Allowed', '/field');
      },
    });
  }

  // One address for the field app: `/field` is `/field/`, the folder its files and worker live in.
  if (web) {
    app.get('/field', (request, reply) => {
      const query = request.url.slice('/field'.length);
      return reply.redirect(`/field/${query}`, 308);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|admin\/queues)(\/|$|\.)/.test(url);
    if (isPage && web) {
      const key = url.replace(/\/+$/, '') || '/';
      // The field app (/field) is its own single-page app: its paths fall back to its page.
      const app = key.startsWith('/field/') ? web.pages.get('/field') : undefined;
      const page = findWebPage(web, key) ?? app ?? web.shell;
      if (!isWebPagePath(url)) reply.code(404);
      const accepts = String(request.headers['accept-encoding'] ?? '');
      reply
        .header('Cache-Control', 'no-cache')
        .header('Vary', 'Accept-Encoding')
        .type('text/html; charset=utf-8');
      if (/\bbr\b/.test(accepts)) return reply.header('Content-Encoding', 'br').send(page.br);
      if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(page.gzip);
      return reply.send(page.html);
    }
    if (isPage) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build`.');
    }
    return sendError(reply, 404, `Not found: ${request.method} ${url}`);
  });
}
