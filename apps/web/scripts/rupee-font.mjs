import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/**
 * Inter's ₹ as a font of its own. The rupee sign is in Inter's latin-ext file (86 KB), so any
 * page with a price downloaded the whole of it for one glyph, and its largest paint waited for
 * it. This file holds just ₹ (with the weight axis kept); global.css declares it for U+20B9
 * after Fontsource's faces, so the browser takes it instead (the last matching face wins).
 */
export const RUPEE_FONT = fileURLToPath(
  new URL('../src/styles/generated/inter-rupee.woff2', import.meta.url),
);

const require = createRequire(import.meta.url);
const SOURCE =
  require.resolve('@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2');

/** Writes the ₹ font unless it is there and newer than Inter's file. */
export async function writeRupeeFont(target = RUPEE_FONT) {
  const [source, made] = await Promise.all([stat(SOURCE), stat(target).catch(() => null)]);
  if (made && made.mtimeMs >= source.mtimeMs) return target;
  const font = await subsetFont(await readFile(SOURCE), '₹', { targetFormat: 'woff2' });
  await mkdir(dirname(target), { recursive: true });
  await writeFile(target, font);
  return target;
}

/** Vite: the font exists before any CSS that names it is read, in dev and in builds. */
export function rupeeFont() {
  return {
    name: 'ronda-rupee-font',
    async buildStart() {
      await writeRupeeFont();
    },
  };
}
