import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { Blob, Face } from 'harfbuzzjs';
import fontverter from 'fontverter';
import { afterAll, describe, expect, it } from 'vitest';
import { writeRupeeFont } from './rupee-font.mjs';

const require = createRequire(import.meta.url);
const dir = await mkdtemp(join(tmpdir(), 'rupee-font-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The code points a font maps, and its variation axes, as a browser's shaper reads them. */
async function readFont(file) {
  // HarfBuzz reads OpenType, not WOFF2: unpack it first, as a browser does.
  const sfnt = await fontverter.convert(await readFile(file), 'sfnt');
  const face = new Face(new Blob(sfnt), 0);
  return { codePoints: [...face.collectUnicodes()], axes: Object.keys(face.getAxisInfos()) };
}

describe('the ₹ font (Inter’s rupee sign on its own)', () => {
  it('maps ₹ and nothing else, keeps the weight axis, and is a small fraction of latin-ext', async () => {
    const target = await writeRupeeFont(join(dir, 'inter-rupee.woff2'));
    const { codePoints, axes } = await readFont(target);
    expect(codePoints).toEqual([0x20b9]);
    expect(axes).toContain('wght');
    const size = (await readFile(target)).length;
    const latinExt = (
      await readFile(
        require.resolve('@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2'),
      )
    ).length;
    expect(size).toBeLessThan(latinExt / 10);
  });
});
