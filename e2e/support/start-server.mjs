// Starts the product exactly as `npm start` does (scripts/start.mjs), on a fresh DATA_DIR that
// is removed again when the server exits.
import fs from 'node:fs';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must be set for the end-to-end server');
fs.mkdirSync(dataDir, { recursive: true });
fs.chmodSync(dataDir, 0o755);
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }));

await import('../../scripts/start.mjs');
