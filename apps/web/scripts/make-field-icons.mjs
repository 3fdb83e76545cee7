// Draws the field app's icons (the favicon's pin on teal) as PNGs, so the manifest has the 192 and
// 512 px raster icons browsers require to install an app. Run once; the PNGs are committed.
// Usage: node apps/web/scripts/make-field-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const TEAL = [0x0f, 0x52, 0x57];
const SAFFRON = [0xf2, 0xa5, 0x41];
const WHITE = [0xff, 0xff, 0xff];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
};

/** The colour at a point of the 32-unit favicon design; `maskable` fills the corners too. */
function colourAt(x, y, maskable) {
  const inDot = (cx, cy) => (x - cx) ** 2 + (y - cy) ** 2 <= 1.6 ** 2;
  // The pin: a circle of radius 6 at (21, 11) narrowing to a point at (21, 22).
  const inHead = (x - 21) ** 2 + (y - 11) ** 2 <= 36;
  const inTail = y >= 11 && y <= 22 && Math.abs(x - 21) <= (6 * (22 - y)) / 11;
  if ((x - 21) ** 2 + (y - 11) ** 2 <= 2.2 ** 2) return TEAL;
  if (inHead || inTail) return WHITE;
  if (inDot(7, 25) || inDot(11.5, 23) || inDot(15.5, 20)) return SAFFRON;
  if (maskable) return TEAL;
  // Rounded square, radius 8: transparent outside the corners.
  const dx = Math.max(8 - x, x - 24, 0);
  const dy = Math.max(8 - y, y - 24, 0);
  return dx * dx + dy * dy <= 64 ? TEAL : null;
}

function png(size, maskable) {
  // A maskable icon keeps its drawing inside the middle 80 % (the safe zone).
  const scale = maskable ? 32 / (size * 0.8) : 32 / size;
  const offset = maskable ? size * 0.1 : 0;
  const rows = [];
  for (let py = 0; py < size; py++) {
    const row = Buffer.alloc(1 + size * 4);
    for (let px = 0; px < size; px++) {
      const x = (px + 0.5 - offset) * scale;
      const y = (py + 0.5 - offset) * scale;
      const inside = x >= 0 && x <= 32 && y >= 0 && y <= 32;
      const colour = inside ? colourAt(x, y, maskable) : maskable ? TEAL : null;
      if (colour) row.set([...colour, 255], 1 + px * 4);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = fileURLToPath(new URL('../field/public/icons/', import.meta.url));
fs.mkdirSync(out, { recursive: true });
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
]) {
  fs.writeFileSync(path.join(out, name), png(size, maskable));
}
console.log(`icons written to ${out}`);
