import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ConsoleShell } from '../support/console-shell';
import { PublicSite } from '../support/public-site';
import { seedSession } from '../support/session';

const shellRoot = (page: Page) => page.locator('[data-layout]');

/** Placeholder pages are short: make room to scroll, on the layout element that stays mounted. */
async function scrollToBottomOfTallPage(page: Page): Promise<void> {
  await page.getByRole('main').evaluate((main) => {
    main.style.minHeight = '4000px';
  });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
}

test.describe('scroll to top', () => {
  // Public pages are prerendered HTML with no router (issue 18): following a link loads the next
  // page, which starts at the top. The single-page app (console) still scrolls to the top
  // smoothly on a route change: src/app/scroll-to-top.test.tsx. See docs/spec-decisions.md.
  test('PUB-RTE-30 after following a footer link from the bottom of a page, the next page starts at the top', async ({
    page,
  }) => {
    const site = new PublicSite(page);
    await site.goto('/privacy');
    await scrollToBottomOfTallPage(page);
    await site.footerColumn('Legal').getByRole('link', { name: 'Terms & Conditions' }).click();
    await site.expectPath('/terms');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('PUB-RTE-30 with reduced motion the jump to the top is instant', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const site = new PublicSite(page);
    await site.goto('/privacy');
    await scrollToBottomOfTallPage(page);
    await site.footerColumn('Company').getByRole('link', { name: 'Contact Us' }).click();
    await site.expectPath('/contact');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('mobile layout at 768 px or less (PUB-RTE-60)', () => {
  test('PUB-RTE-60 PUB-CONST-04 public pages: mobile with a Menu button at 768 px, desktop at 769 px', async ({
    page,
  }) => {
    const site = new PublicSite(page);
    await page.setViewportSize({ width: 768, height: 1024 });
    await site.goto('/pricing');
    await expect(shellRoot(page)).toHaveAttribute('data-layout', 'mobile');
    await expect(site.menuButton).toBeVisible();
    await expect(site.menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(site.menuButton).toHaveAttribute('aria-controls', 'site-navigation');
    await expect(site.mainNav).toBeHidden();

    await site.openNav();
    await expect(site.mainNav).toBeVisible();
    await expect(page.locator('#site-navigation')).toBeVisible();
    for (const link of await site.mainNav.getByRole('link').all()) {
      expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
    await page.keyboard.press('Escape');
    await expect(site.menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(site.menuButton).toBeFocused();
    await expect(site.mainNav).toBeHidden();

    await page.setViewportSize({ width: 769, height: 1024 });
    await expect(shellRoot(page)).toHaveAttribute('data-layout', 'desktop');
    await expect(site.menuButton).toBeHidden();
    await expect(site.navLink('Pricing Plan')).toBeVisible();
  });

  test('PUB-RTE-60 the mobile menu closes when a link is followed', async ({ page }) => {
    const site = new PublicSite(page);
    await page.setViewportSize({ width: 768, height: 1024 });
    await site.goto('/');
    await site.openNav();
    await site.navLink('Get in Touch').click();
    await site.expectPath('/contact');
    await expect(site.menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(site.mainNav).toBeHidden();
  });

  test('PUB-RTE-60 console: drawer behind a top bar at 768 px, docked sidebar at 769 px', async ({
    page,
  }) => {
    await seedSession(page);
    const shell = new ConsoleShell(page);
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto('/dashboard');
    await expect(shellRoot(page)).toHaveAttribute('data-layout', 'mobile');
    await expect(shell.menuButton).toBeVisible();
    await expect(shell.nav).toBeHidden();
    await expect(shell.collapseToggle).toHaveCount(0);

    await page.setViewportSize({ width: 769, height: 1024 });
    await expect(shellRoot(page)).toHaveAttribute('data-layout', 'desktop');
    await expect(shell.menuButton).toHaveCount(0);
    await expect(shell.nav).toBeVisible();
    await expect(shell.collapseToggle).toBeVisible();
  });
});
