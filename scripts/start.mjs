// `npm start`: build the web app unless dist holds a finished production build, then run the
// server in this process (so Ctrl-C and SIGTERM reach it directly and it can shut down in order).
import './require-node-24.mjs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { WEB_DIST_DIR, webBuildNeeded } from '../apps/web/scripts/build-info.mjs';

const root = path.resolve(import.meta.dirname, '..');

// Checking costs one small file read, so a start with a production build stays fast.
const reason = webBuildNeeded(WEB_DIST_DIR);
if (reason) {
  process.stdout.write(`Building the web app for production (${reason})...\n`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build', '-w', '@ronda/web'], {
    cwd: root,
    stdio: 'inherit',
    // Whatever NODE_ENV the shell has (development, test), visitors get the production bundle;
    // the server itself still runs with the shell's NODE_ENV.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) {
    process.stderr.write('The web app did not build; see the output above.\n');
    process.exit(build.status ?? 1);
  }
}

// Node 24 runs the server's TypeScript as it is (type stripping): no loader, no build step.
await import(path.join(root, 'apps/server/src/main.ts'));
