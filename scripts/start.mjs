// `npm start`: build the web app when it has never been built, then run the server in this
// process (so Ctrl-C and SIGTERM reach it directly and it can shut down in order).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');

if (!existsSync(webIndex)) {
  process.stdout.write('Building the web app (first start)...\n');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const build = spawnSync(npm, ['run', 'build', '-w', '@ronda/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) {
    process.stderr.write('The web app did not build; see the output above.\n');
    process.exit(build.status ?? 1);
  }
}

const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'apps/server/src/main.ts'));
