// The last step of `npm run build` writes dist/build-info.json, saying which NODE_ENV the web app
// was built for. Vite builds for production unless NODE_ENV says otherwise, and
// `NODE_ENV=development npm run build` gives React's development bundle: `npm start`
// (scripts/start.mjs) reads this file to rebuild such a dist, or one a build left unfinished
// (the first step empties dist, so the file is only there once every step has run).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const BUILD_INFO_FILE = 'build-info.json';
export const WEB_DIST_DIR = path.resolve(import.meta.dirname, '..', 'dist');

/** @param {string} distDir @param {Record<string, string | undefined>} env the build's environment */
export function writeBuildInfo(distDir, env) {
  const info = { nodeEnv: env.NODE_ENV || 'production', builtAt: new Date().toISOString() };
  fs.writeFileSync(path.join(distDir, BUILD_INFO_FILE), `${JSON.stringify(info)}\n`);
  return info;
}

/**
 * Why dist must be built before the server can serve it, or null when it holds a finished
 * production build.
 * @param {string} distDir
 * @returns {string | null}
 */
export function webBuildNeeded(distDir) {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) return 'the web app has not been built';
  let info;
  try {
    info = JSON.parse(fs.readFileSync(path.join(distDir, BUILD_INFO_FILE), 'utf8'));
  } catch {
    return 'the web app build is unfinished or older than its build-info.json';
  }
  if (info?.nodeEnv !== 'production') {
    return `the web app was built for NODE_ENV=${info?.nodeEnv}, not production`;
  }
  return null;
}

// `node scripts/build-info.mjs [distDir]`, the build's last step (distDir: for tests).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const info = writeBuildInfo(process.argv[2] ?? WEB_DIST_DIR, process.env);
  process.stdout.write(`built for NODE_ENV=${info.nodeEnv}\n`);
}
