import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { opensSignInPopups } from '@ronda/shared';
import { s3BrowserOrigins } from '../adapters/storage/s3-urls.ts';
import type { Config } from '../config.ts';

/** The tile host may use {s} sub-domains; CSP wants the matching wildcard origin. */
export function tileOrigin(tileUrl: string): string {
  const url = new URL(tileUrl.replace(/\{s\}/g, 'a').replace(/\{[a-z]\}/g, '0'));
  return tileUrl.includes('{s}.')
    ? `${url.protocol}//*.${url.host.split('.').slice(1).join('.')}`
    : url.origin;
}

/**
 * The hashes of the inline scripts in the prerendered pages (written by the web build's
 * scripts/prerender.mjs): the policy allows those and no other inline script.
 */
export function readInlineScriptHashes(distDir: string | undefined): string[] {
  if (!distDir) return [];
  const file = path.join(distDir, 'csp-script-hashes.json');
  if (!fs.existsSync(file)) return [];
  const hashes: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  const valid = (hash: unknown): hash is string =>
    typeof hash === 'string' && /^'sha256-[A-Za-z0-9+/]+=*'$/.test(hash);
  if (!Array.isArray(hashes) || !hashes.every(valid)) {
    throw new Error(`${file} is not a list of 'sha256-…' script hashes: rebuild the web app`);
  }
  return hashes;
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  inlineScriptHashes: readonly string[] = [],
) {
  const https = config.publicUrl?.startsWith('https://') ?? false;
  const google = new URL(config.google.scriptUrl).origin;
  const apple = new URL(config.apple.scriptUrl).origin;
  // With S3 the browser uploads straight to the bucket and shows the images from there.
  const s3 = config.s3 ? s3BrowserOrigins(config.s3) : undefined;
  const s3Upload = s3 ? [s3.upload] : [];
  const s3Files = s3 ? [...new Set([s3.files, s3.upload])] : [];
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        // Google and Apple sign-in load their own scripts and frames (identity features).
        scriptSrc: ["'self'", ...inlineScriptHashes, google, apple],
        styleSrc: ["'self'", "'unsafe-inline'", google],
        imgSrc: ["'self'", 'data:', 'blob:', tileOrigin(config.tileUrl), ...s3Files],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", google, ...s3Upload],
        frameSrc: ["'self'", google, 'https://appleid.apple.com'],
        formAction: ["'self'", 'https://appleid.apple.com'],
        // The admin page embeds /admin/queues from this same origin, and nothing else may frame us.
        frameAncestors: ["'self'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: 15_552_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // Every page is kept apart from the windows it opens and the ones that open it...
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'sameorigin' },
  });
  // ...except the pages that open Google's or Apple's sign-in popup: the popup hands the result
  // back through window.opener, which `same-origin` would cut. `same-origin-allow-popups` still
  // keeps other sites' windows from reaching these pages.
  app.addHook('onRequest', async (request, reply) => {
    if (opensSignInPopups(request.url.split('?')[0] ?? '/')) {
      reply.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    }
  });
}
