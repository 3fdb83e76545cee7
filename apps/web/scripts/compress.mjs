// Writes .br and .gz beside every compressible file in dist/, so the server sends compressed
// bytes without compressing on each request (see the server's web-static plugin).
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|map)$/;
let saved = 0;
let files = 0;

async function walk(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await walk(full);
    else if (COMPRESSIBLE.test(entry.name)) {
      const raw = await fs.readFile(full);
      const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      await fs.writeFile(`${full}.br`, br);
      await fs.writeFile(`${full}.gz`, gzipSync(raw, { level: 9 }));
      saved += raw.length - br.length;
      files += 1;
    }
  }
}
await walk(dist);
process.stdout.write(`compressed ${files} files (brotli saves ${(saved / 1024).toFixed(0)} KB)\n`);
