import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { standInServerEnv } from './support/stand-in-config';

const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// A fresh data directory per run, outside the checkout: the embedded PostgreSQL runs as the
// `postgres` OS user when tests run as root, and must be able to enter every parent folder.
// Set once by the runner; workers inherit it, so tests can reach the same database.
process.env.E2E_DATA_DIR ??= path.join(os.tmpdir(), `ronda-e2e-${port}-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;

/** Spec files that run at the phone width as a whole (see the mobile-768 project). */
const MOBILE_SPECS = [
  'layout',
  'dashboard',
  'tasks',
  'location',
  'organisation',
  'console-sidebar',
  'public-navigation',
  'pricing-page',
  'customer-request',
  'customer-request-location',
  'accessibility',
];

export default defineConfig({
  testDir: './specs',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Assertions wait for states; these are how long they may wait. On this 2-core machine with
  // Debian's Chromium 156.0.8078.108 the suite ran four times slower than before (44 min, the
  // previous HEAD on Node 20 as slow), and a modal's code loading on first tap took over 5 s.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The system's Chromium (apt); Playwright never downloads a browser here.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Tests tagged @mobile-only or @desktop-only describe one layout; each project runs its own.
    {
      name: 'desktop',
      grepInvert: /@mobile-only/,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    // Exactly the spec's breakpoint: 768 px wide is still the mobile layout. What does not depend
    // on the width (texts, validation, sending, sign-in) runs once, on desktop; at 768 px run the
    // specs about layout and navigation, the request form customers mostly open on their phones,
    // axe, and every @mobile-only test. Running everything twice took the suite past 20 minutes.
    {
      name: 'mobile-768',
      grep: [/@mobile-only/, new RegExp(`(^|\\s)(${MOBILE_SPECS.join('|')})\\.spec\\.ts\\s`)],
      grepInvert: /@desktop-only/,
      use: { browserName: 'chromium', viewport: { width: 768, height: 1024 } },
    },
  ],
  // The product as a user starts it: `npm start` serves the built web app and the API on one port.
  webServer: {
    command: 'node e2e/support/start-server.mjs',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      // Every e2e request comes from 127.0.0.1; the per-address limit is tested in integration tests.
      PUBLIC_FORM_RATE_LIMIT: '1000',
      // Every test comes from 127.0.0.1: the per-address limits would otherwise trip across tests.
      RATE_LIMIT_MULTIPLIER: '100',
      ...standInServerEnv,
    },
    // The default SIGKILL would leave the server's embedded PostgreSQL running: let it stop in order.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
