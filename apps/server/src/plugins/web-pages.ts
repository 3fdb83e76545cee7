import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { escapeMarkup, fillStoreBadges } from '@ronda/shared';
import type { Config } from '../config.ts';

/** The tokens the web build leaves in prerendered pages (apps/web/src/config/site-config.ts). */
const TOKENS = { supportEmail: '__RONDA_SUPPORT_EMAIL__', supportPhone: '__RONDA_SUPPORT_PHONE__' };

/**
 * The built HTML, made ready once at start-up: run-time settings replace the prerender tokens
 * (a store badge whose app has no address is taken out) and are handed to the app in
 * <meta name="ronda-config">. Prerendered pages are keyed by their path;
 * `shell` (an empty root) answers every other page path, where the app renders in the browser.
 */
export interface WebPage {
  html: string;
  /** Compressed once here, so page requests cost no CPU. */
  br: Buffer;
  gzip: Buffer;
}

export interface WebPages {
  shell: WebPage;
  pages: Map<string, WebPage>;
}

function compressed(html: string): WebPage {
  const raw = Buffer.from(html);
  return {
    html,
    br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(raw, { level: 9 }),
  };
}

/**
 * The prerendered page for a path: its own, or one made for a route pattern (the build writes
 * /company/:companyId/customer once, for every company).
 */
export function findWebPage(web: WebPages, key: string): WebPage | undefined {
  const exact = web.pages.get(key);
  if (exact) return exact;
  const segments = key.split('/');
  for (const [route, page] of web.pages) {
    if (!route.includes('/:')) continue;
    const pattern = route.split('/');
    const matches =
      pattern.length === segments.length &&
      pattern.every((part, i) =>
        part.startsWith(':') ? segments[i] !== '' : part === segments[i],
      );
    if (matches) return page;
  }
  return undefined;
}

export function loadWebPages(
  distDir: string,
  config: Pick<Config, 'supportEmail' | 'supportPhone' | 'tileUrl' | 'storeApps'>,
): WebPages | undefined {
  const shellFile = ['_shell.html', 'index.html']
    .map((f) => path.join(distDir, f))
    .find((f) => fs.existsSync(f));
  if (!shellFile) return undefined;
  const values = {
    supportEmail: config.supportEmail,
    supportPhone: config.supportPhone,
    tileUrl: config.tileUrl,
    androidAppUrl: config.storeApps.android,
    iosAppUrl: config.storeApps.ios,
  };
  const meta = `<meta name="ronda-config" content="${escapeMarkup(JSON.stringify(values))}" />`;
  const prepare = (html: string) =>
    compressed(
      fillStoreBadges(html, config.storeApps)
        .replaceAll(TOKENS.supportEmail, escapeMarkup(values.supportEmail))
        .replaceAll(TOKENS.supportPhone, escapeMarkup(values.supportPhone))
        .replace('</head>', `    ${meta}\n  </head>`),
    );

  const pages = new Map<string, WebPage>();
  for (const file of fs.globSync('**/index.html', {
    cwd: distDir,
    exclude: (name) => path.basename(name) === 'assets',
  })) {
    const dir = path.dirname(file);
    const route = dir === '.' ? '/' : `/${dir.split(path.sep).join('/')}`;
    pages.set(route, prepare(fs.readFileSync(path.join(distDir, file), 'utf8')));
  }
  const shell = prepare(fs.readFileSync(shellFile, 'utf8'));
  // A build without prerendering has only index.html: that is the shell for every path.
  if (shellFile.endsWith('index.html')) pages.clear();
  return { shell, pages };
}
