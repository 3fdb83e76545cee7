import { expect, test } from '../support/fixtures';
import { PublicSite } from '../support/public-site';

/**
 * Issue 18: the server knows the app's pages (@ronda/shared's web-routes). Any other path is
 * answered 404, still with the app, which shows 'Page not found'; the pages answer 200.
 */
test.describe('HTTP status of pages (issue 18)', () => {
  // Chromium logs the 404 of the page itself as a console error.
  test.use({ allowedConsoleErrors: /status of 404/ });

  test('an unknown path answers 404 with the Page not found page', async ({ page }) => {
    const site = new PublicSite(page);
    for (const path of ['/no-such-page', '/dashboard/extra']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(site.heading).toHaveText('Page not found');
      await site.expectPath(path);
    }
  });

  test('PUB-RTE-03 PUB-RTE-11 PUB-RTE-12 console paths, prerendered pages and the field app answer 200', async ({
    page,
  }) => {
    const site = new PublicSite(page);
    for (const { path, heading } of [
      { path: '/dashboard', heading: 'Please log in to access the dashboard' },
      { path: '/tasks', heading: 'Please log in to access your tasks' },
      { path: '/pricing', heading: 'Pricing' },
      { path: '/privacy', heading: 'Privacy Policy' },
      { path: '/company/65dd0c1f-fd2e-5b64-a320-f5800b0b7902/customer', heading: undefined },
      { path: '/field/', heading: undefined },
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      if (heading) await expect(site.heading).toHaveText(heading);
    }
  });
});
