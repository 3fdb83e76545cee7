import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { sendError } from './error-handler.ts';

/**
 * Serves the built web app. Hashed files under /assets are immutable; HTML is revalidated so a
 * deploy is picked up at once. Any other GET outside /api answers the app shell, whose router
 * decides what the path shows (the spec's route table lives in the web app).
 */
export async function registerWebStatic(app: FastifyInstance, distDir: string | undefined) {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  const hasWeb = indexFile !== undefined && fs.existsSync(indexFile);
  if (hasWeb && distDir) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: true,
      index: ['index.html'],
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !/^\/(api|admin\/queues)(\/|$)/.test(url);
    if (isPage && hasWeb) {
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile('index.html');
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
