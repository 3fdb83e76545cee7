// `npm run typecheck`: the same per-project checks `npm test` runs.
import { spawnSync } from 'node:child_process';
import { typedProjects } from './typed-projects.mjs';

let failed = false;
for (const project of typedProjects) {
  process.stdout.write(`tsc -p ${project}\n`);
  const result = spawnSync('npx', ['tsc', '-p', `${project}/tsconfig.json`], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
