import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, withWebServer } from './web-server.ts';

/** Issue 18: at most 50 KB gzip before interaction on the two pages most visitors land on. */
const BUDGET_KB = 50;
const BUDGETED = new Set(['/', '/pricing']);
const PAGES = [
  '/',
  '/pricing',
  '/pilot',
  '/contact',
  '/account-deletion',
  '/privacy',
  '/terms',
  '/refund',
  '/customer',
];

/**
 * JavaScript a visitor's browser loads before the page can be used: every script fetched from
 * the first request until the network is idle, measured in a real Chromium, gzip-compressed as a
 * server would send it. Every public page is printed; `/` and `/pricing` must stay within the
 * budget, or the bench exits non-zero.
 */
export async function benchHomeJsBudget(): Promise<void> {
  let over = 0;
  await withWebServer(async (server) => {
    const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
    try {
      for (const pagePath of PAGES) {
        const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
        const scripts: Array<{ url: string; gzip: number }> = [];
        page.on('response', async (response) => {
          if (response.request().resourceType() !== 'script') return;
          const body = await response.body().catch(() => Buffer.alloc(0));
          scripts.push({
            url: new URL(response.url()).pathname,
            gzip: gzipSync(body, { level: 9 }).length,
          });
        });
        await page.goto(`${server.url}${pagePath}`, { waitUntil: 'networkidle' });
        await page.close();
        const totalKb = scripts.reduce((sum, s) => sum + s.gzip, 0) / 1024;
        process.stdout.write(
          `${pagePath}: ${scripts.length} scripts, ${totalKb.toFixed(1)} KB gzip before interaction`,
        );
        const budgeted = BUDGETED.has(pagePath);
        if (budgeted && totalKb > BUDGET_KB) over += 1;
        process.stdout.write(
          budgeted
            ? ` (budget ${BUDGET_KB} KB: ${totalKb <= BUDGET_KB ? 'within' : 'OVER'})\n`
            : '\n',
        );
        for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) {
          process.stdout.write(`    ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.url}\n`);
        }
        const leaflet = scripts.some((s) => /leaflet/i.test(s.url));
        if (leaflet)
          process.stdout.write('    WARNING: the map library loaded before it was used\n');
      }
    } finally {
      await browser.close();
    }
  });
  if (over > 0) {
    process.stdout.write(`js-budget: ${over} page(s) over the ${BUDGET_KB} KB budget\n`);
    process.exitCode = 1;
  }
}
