import type { Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { isWebVitalsBeacon } from '../support/telemetry';

/**
 * PUB-API-25: real visitors' page speed. The web-vitals module is its own chunk, fetched after the
 * page has loaded, and its reports reach POST /api/web-vitals (which answers 204).
 */

const isReport = (request: Request) =>
  request.method() === 'POST' && isWebVitalsBeacon(request.url());

test('PUB-API-25 the web-vitals module is not in the entry chunk and loads after the page', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/pricing');
  // A public page's one up-front script (src/app/islands/public-runtime.ts).
  const entry = await page
    .locator('script[type="module"][src^="/assets/public-runtime-"]')
    .getAttribute('src');
  const entryPath = entry ?? '';
  const entrySource = await (await page.request.get(entryPath)).text();
  // The observers web-vitals registers name these entry types; the entry must not contain them.
  expect(entrySource).not.toContain('largest-contentful-paint');
  expect(await page.content()).not.toContain('web-vitals');

  // The measuring library's own chunk (our small reporter that loads it is another).
  const isLibrary = (path: string) => path.startsWith('/assets/web-vitals-');
  await expect.poll(() => scripts.filter(isLibrary)).toHaveLength(1);
  const vitalsScript = scripts.findIndex(isLibrary);
  expect(scripts).toContain(entryPath);
  expect(scripts.indexOf(entryPath)).toBeLessThan(vitalsScript);
});

test('PUB-API-25 the first measurements of a visit reach the server, named by the landing page', async ({
  page,
}) => {
  // Playwright cannot read a beacon's body, so the page keeps a copy of what it hands the browser.
  await page.addInitScript(() => {
    const sent: string[] = [];
    Object.assign(window, { sentBeacons: sent });
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (data instanceof Blob) void data.text().then((text) => sent.push(text));
      return send(url, data);
    };
  });
  const answered = page.waitForResponse((response) => isReport(response.request()));
  await page.goto('/contact');
  expect((await answered).status()).toBe(204);
  const sent = () =>
    page.evaluate(() => (window as unknown as { sentBeacons: string[] }).sentBeacons);
  await expect.poll(async () => (await sent()).length).toBeGreaterThan(0);
  // FCP and TTFB are final as soon as the page has painted; the others wait for the tab to hide.
  const [first] = await sent();
  expect(JSON.parse(first ?? 'null')).toMatchObject({
    name: expect.stringMatching(/^(FCP|TTFB)$/),
    value: expect.any(Number),
    rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
    path: '/contact',
  });
});
