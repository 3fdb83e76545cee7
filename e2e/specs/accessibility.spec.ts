import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '../support/fixtures';

const PUBLIC_PAGES = [
  '/',
  '/pricing',
  '/pilot',
  '/contact',
  '/account-deletion',
  '/privacy',
  '/terms',
  '/refund',
  '/login',
  '/admin',
  // Raise a Request without a company in the path (the company picker); with one, and with errors
  // and the map shown, it is checked in customer-request.spec.ts.
  '/customer',
];

test.describe('no serious or critical accessibility violations on public pages (axe-core)', () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} passes axe (WCAG 2.1 A and AA)`, async ({ page }) => {
      // axe's full-page analysis is CPU work, not waiting: on a loaded 2-core machine (two
      // workers, Chromium's renderers) it took over 30 s once.
      test.slow();
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      expect(serious).toEqual([]);
    });
  }
});
