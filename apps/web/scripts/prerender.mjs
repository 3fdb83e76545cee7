// Writes the prerendered public pages into dist/ after the client and server builds:
// dist/<path>/index.html for each page, and dist/_shell.html (empty root) for every other path.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { transform } from 'esbuild';

const webDir = path.resolve(import.meta.dirname, '..');
const dist = path.join(webDir, 'dist');
const { render, PRERENDERED_PAGES } = await import(
  path.join(webDir, 'dist-ssr', 'entry-server.js')
);

const manifestFile = path.join(dist, '.vite', 'manifest.json');
const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8'));
const template = await fs.readFile(path.join(dist, 'index.html'), 'utf8');

/**
 * The stylesheets a page's own module needs (its CSS and that of the chunks it imports), so the
 * first paint is styled and nothing shifts when the JavaScript arrives. Links the template
 * already has are skipped.
 */
function pageStylesheets(moduleId) {
  if (!manifest[moduleId]) throw new Error(`${moduleId} is not a chunk in the build manifest`);
  const css = new Set();
  const seen = new Set();
  const visit = (id) => {
    const chunk = manifest[id];
    if (!chunk || chunk.isEntry || seen.has(id)) return;
    seen.add(id);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(moduleId);
  return [...css].filter((file) => !template.includes(`href="/${file}"`)).map((file) => `/${file}`);
}

const templateStylesheets = [
  ...template.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g),
].map((match) => match[1]);

/**
 * A page's stylesheets, inlined: on a phone every render-blocking request is a round trip before
 * the first paint (Lighthouse measured ~0.5 s for the three or four small files of a page). With
 * `printTwins` each also keeps a print-only link, which does not block rendering, so that when
 * the page's chunk loads Vite sees its CSS as present instead of fetching it again and holding
 * hydration on it.
 */
async function inlineStylesheets(hrefs, { printTwins }) {
  const tags = [];
  for (const href of hrefs) {
    const css = await fs.readFile(path.join(dist, href.slice(1)), 'utf8');
    if (/<\/style/i.test(css)) throw new Error(`${href} cannot be inlined: it contains </style`);
    tags.push(`<style data-href="${href}">${css}</style>`);
    if (printTwins) tags.push(`<link rel="stylesheet" crossorigin href="${href}" media="print">`);
  }
  return tags.join('\n');
}
await fs.writeFile(path.join(dist, '_shell.html'), template);

/** The page's own chunks and everything they import (to preload once the page has painted). */
function pageScripts(moduleId) {
  const files = new Set();
  const visit = (id) => {
    const chunk = manifest[id];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(moduleId);
  return [...files].map((file) => `/${file}`);
}

const entryTag = template.match(/<script type="module" crossorigin src="([^"]+)"><\/script>/);
if (!entryTag) throw new Error('the built index.html has no entry <script type="module">');
const templatePreloads = [
  ...template.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g),
].map((match) => match[1]);
const hydrateSource = await fs.readFile(path.join(webDir, 'scripts', 'hydrate-after-paint.js'));
const hydrateFile = `assets/hydrate-after-paint-${createHash('sha256').update(hydrateSource).digest('hex').slice(0, 8)}.js`;
await fs.writeFile(path.join(dist, hydrateFile), hydrateSource);

/** Pages hydrated as a whole by the single-page app, once they have painted. */
function appScriptTag(moduleId) {
  const preloads = [...new Set([...templatePreloads, ...pageScripts(moduleId)])];
  return (
    `<script type="module" src="/${hydrateFile}" data-app-entry="${entryTag[1]}"` +
    ` data-app-preload="${preloads.join(' ')}"></script>`
  );
}

// Island pages load one small script up front (src/app/islands/public-runtime.ts); the inline
// boot script before it holds taps on the parts that need JavaScript until it has run.
const runtimeChunk = manifest['src/app/islands/public-runtime.ts'];
if (!runtimeChunk?.isEntry) throw new Error('the build has no public-runtime entry');
const bootSource = await fs.readFile(path.join(webDir, 'scripts', 'island-boot.js'), 'utf8');
const boot = (await transform(bootSource, { minify: true, target: 'es2020' })).code.trim();
// Island pages name their runtime on the boot script, which requests it after the first paint;
// the attribute is not part of the script's text, so one CSP hash covers every page.
const bootTag = (hydration) =>
  hydration === 'app'
    ? `<script>${boot}</script>`
    : `<script data-runtime="/${runtimeChunk.file}">${boot}</script>`;
// The Content-Security-Policy allows inline scripts by hash only (apps/server reads this file).
const scriptHashes = [`'sha256-${createHash('sha256').update(boot).digest('base64')}'`];
await fs.writeFile(path.join(dist, 'csp-script-hashes.json'), JSON.stringify(scriptHashes));

const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

for (const page of PRERENDERED_PAGES) {
  const body = await render(page.path);
  const html = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /<meta\s+name="description"[^>]*>/,
      `<meta name="description" content="${escapeHtml(page.description)}" />`,
    )
    // The page is readable without JavaScript: its scripts load once it has painted (see
    // scripts/hydrate-after-paint.js), so they do not take bandwidth from the first paint.
    .replace(/<link rel="modulepreload"[^>]*>\n?/g, '')
    .replace(entryTag[0], page.hydration === 'app' ? appScriptTag(page.module) : '')
    .replace(/<link rel="stylesheet" crossorigin href="[^"]+">\n?/g, '')
    .replace(
      '</head>',
      `${bootTag(page.hydration)}\n${await inlineStylesheets(
        [...templateStylesheets, ...pageStylesheets(page.module)],
        {
          // Island pages add the twins from their script once the page has loaded
          // (src/app/islands/public-runtime.ts): requested up front, they too compete with the
          // first paint.
          printTwins: page.hydration === 'app',
        },
      )}\n</head>`,
    )
    .replace(
      '<html lang="en">',
      `<html lang="en"${page.hydration === 'app' ? ' data-hydration="app"' : ''}${
        page.signedInRedirect ? ` data-signed-in-redirect="${page.signedInRedirect}"` : ''
      }>`,
    )
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="${page.path}">${body}</div>`,
    );
  if (html === template) throw new Error(`could not place ${page.path} into the template`);
  const file =
    page.path === '/'
      ? path.join(dist, 'index.html')
      : path.join(dist, page.path.slice(1), 'index.html');
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, html);
  process.stdout.write(`prerendered ${page.path} (${(html.length / 1024).toFixed(1)} KB)\n`);
}
await fs.rm(path.join(webDir, 'dist-ssr'), { recursive: true, force: true });
// The manifest lists every source path: not something to publish.
await fs.rm(path.join(dist, '.vite'), { recursive: true, force: true });
