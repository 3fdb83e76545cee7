// `npm test`: every check CI relies on, in order of cost, stopping at the first failure.
// Ends with the time of each stage and one "N passed, N failed" line summing the
// unit/integration and end-to-end runs.
import './require-node-24.mjs';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { typedProjects } from './typed-projects.mjs';

const root = path.resolve(import.meta.dirname, '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const vitestJson = path.join(tmp, 'vitest-results.json');
const playwrightJson = path.join(tmp, 'playwright-results.json');
rmSync(vitestJson, { force: true });
rmSync(playwrightJson, { force: true });

// Cheap and independent: run two at a time (this machine has 2 cores), output shown per step.
const staticChecks = [
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  ...typedProjects.map((p) => [`typecheck ${p}`, 'npx', ['tsc', '-p', `${p}/tsconfig.json`]]),
];
// Each of these uses every core itself: one at a time.
const heavySteps = [
  [
    'unit and integration tests',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`],
  ],
  ['web build', 'npm', ['run', 'build', '-w', '@ronda/web']],
  [
    'end-to-end tests (Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightJson },
  ],
];

const times = [];
const started = Date.now();

/** Runs one step; `buffer` keeps its output until it ends, so parallel steps do not interleave. */
function run([name, cmd, args, env], buffer) {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - t0) / 1000;
      times.push({ name, seconds, ok: code === 0 });
      if (buffer) process.stdout.write(`\n▶ ${name}\n${output}`);
      process.stdout.write(`${code === 0 ? '✔' : '✖'} ${name} (${seconds.toFixed(1)}s)\n`);
      resolve(code ?? 1);
    });
  });
}

async function runStaticChecks() {
  const queue = [...staticChecks];
  let failed = 0;
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      const code = await run(step, true);
      if (code !== 0) failed ||= code;
    }
  };
  const t0 = Date.now();
  await Promise.all([lane(), lane()]);
  times.push({ name: 'static checks, wall time', seconds: (Date.now() - t0) / 1000, ok: !failed });
  return failed;
}

let failure = await runStaticChecks();
for (const step of heavySteps) {
  if (failure) break;
  process.stdout.write(`\n▶ ${step[0]}\n`);
  failure = await run(step, false);
}
report();
process.exit(failure);

function report() {
  const total = (Date.now() - started) / 1000;
  process.stdout.write('\nStage times:\n');
  for (const { name, seconds, ok } of times) {
    process.stdout.write(
      `  ${ok ? '✔' : '✖'} ${name.padEnd(36)} ${seconds.toFixed(1).padStart(7)}s\n`,
    );
  }
  process.stdout.write(
    failure
      ? `\n✖ failed after ${total.toFixed(0)}s\n`
      : `\nAll checks passed in ${total.toFixed(0)}s\n`,
  );
  let passed = 0;
  let failed = 0;
  if (existsSync(vitestJson)) {
    const v = JSON.parse(readFileSync(vitestJson, 'utf8'));
    passed += v.numPassedTests ?? 0;
    failed += v.numFailedTests ?? 0;
  }
  if (existsSync(playwrightJson)) {
    const p = JSON.parse(readFileSync(playwrightJson, 'utf8'));
    passed += (p.stats?.expected ?? 0) + (p.stats?.flaky ?? 0);
    failed += p.stats?.unexpected ?? 0;
  }
  process.stdout.write(`${passed} passed, ${failed} failed\n`);
}
