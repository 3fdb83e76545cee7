import { test, expect } from '../support/fixtures';

const PAGES = [
  {
    path: '/',
    heading: 'See where your team is, what they finished today, and which customers are waiting',
  },
  { path: '/pricing', heading: /Pricing/ },
  { path: '/pilot', heading: 'Co-Create the Future of Business Operations' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/account-deletion', heading: 'Account Deletion' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms and Conditions' },
  { path: '/refund', heading: 'Refund Policy' },
];

test.describe('public pages are HTML before JavaScript runs (prerendered at build time)', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of PAGES) {
    test(`${path} shows its heading and the site chrome with JavaScript off`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.headers()['content-type']).toContain('text/html');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (path !== '/pilot')
        await expect(page.getByRole('contentinfo')).toContainText('Goa, India');
      expect(await page.title()).toMatch(/Ronda/);
      expect(await page.content()).not.toContain('__RONDA_');
    });
  }

  test('a signed-in-only path is not prerendered: the shell is empty until the app runs', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page.locator('#root')).toBeEmpty();
  });
});
