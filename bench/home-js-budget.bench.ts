import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, withWebServer } from './web-server.ts';

const BUDGET_KB = 150;
const PAGES = ['/', '/pricing'];

/**
 * JavaScript a visitor's browser loads before the page can be used: every script fetched from
 * the first request until the network is idle, measured in a real Chromium, gzip-compressed as a
 * server would send it. Budget for the home page: 150 KB (issue: public site).
 */
export async function benchHomeJsBudget(): Promise<void> {
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
        process.stdout.write(
          pagePath === '/'
            ? ` (budget ${BUDGET_KB} KB: ${totalKb <= BUDGET_KB ? 'within' : 'OVER'})\n`
            : '\n',
        );
        for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) {
          process.stdout.write(`    ${(s.gzip / 1024).toFixed(1).padStart(6)} KB  ${s.url}\n`);
        }
        const leaflet = scripts.some((s) => /leaflet/i.test(s.url));
        if (leaflet)
          process.stdout.write('    WARNING: a map library is loaded on a marketing page\n');
      }
    } finally {
      await browser.close();
    }
  });
}
