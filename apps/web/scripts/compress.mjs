// Writes .br and .gz beside every compressible file in dist/, so the server sends compressed
// bytes without compressing on each request (see the server's web-static plugin).
import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '..', 'dist');
let saved = 0;
let files = 0;

for await (const file of fs.glob('**/*.{js,css,svg,json,txt,xml,map}', { cwd: dist })) {
  const full = path.join(dist, file);
  const raw = await fs.readFile(full);
  const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  await fs.writeFile(`${full}.br`, br);
  await fs.writeFile(`${full}.gz`, gzipSync(raw, { level: 9 }));
  saved += raw.length - br.length;
  files += 1;
}
process.stdout.write(`compressed ${files} files (brotli saves ${(saved / 1024).toFixed(0)} KB)\n`);
