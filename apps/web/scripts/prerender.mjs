// Writes the prerendered public pages into dist/ after the client and server builds:
// dist/<path>/index.html for each page, and dist/_shell.html (empty root) for every other path.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(webDir, 'dist');
const { render, PRERENDERED_PAGES } = await import(
  path.join(webDir, 'dist-ssr', 'entry-server.js')
);

const template = await fs.readFile(path.join(dist, 'index.html'), 'utf8');
await fs.writeFile(path.join(dist, '_shell.html'), template);

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
