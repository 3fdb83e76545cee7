import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { ConsoleShell } from '../support/console-shell';
import { ADMIN_EMAIL, IDP_ORIGIN } from '../support/stand-in-config';
import { chooseGoogleAccount } from '../support/identity-stand-in-server';
import { DEMO, demoSession } from '../support/session';

// One Google stand-in serves the run and the chosen account is its state: keep these in one worker.
test.describe.configure({ mode: 'serial' });

const googleButton = (page: Page) => page.getByRole('button', { name: 'Sign in with Google' });

test.describe('Sign in with Google, verified by the server (PUB-LOGIN)', () => {
  test('PUB-LOGIN a known Google account goes to /dashboard', async ({ page }) => {
    await chooseGoogleAccount(IDP_ORIGIN, DEMO.supervisor);
    await page.goto('/login');
    await googleButton(page).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await new ConsoleShell(page).expectSidebarLayout();
  });

  test.describe('unknown e-mail', () => {
    test.use({ allowedConsoleErrors: /status of 404/ });

    test("PUB-LOGIN an unknown e-mail opens 'Account Not Found' with both store links", async ({
      page,
    }) => {
      await chooseGoogleAccount(IDP_ORIGIN, 'newcomer@elsewhere.example');
      await page.goto('/login');
      await googleButton(page).click();
      const dialog = page.getByRole('dialog', { name: 'Account Not Found' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('link', { name: /Google Play/ })).toBeVisible();
      await expect(dialog.getByRole('link', { name: /App Store/ })).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    });
  });
});

test.describe('/admin: only the ADMIN_EMAIL Google account (PUB-ADMIN)', () => {
  // The pg-boss dashboard asks for web fonts from Google; our CSP (rightly) blocks third parties.
  test.use({ allowedConsoleErrors: /status of 40[13]|fonts\.googleapis\.com/ });

  test("PUB-ADMIN another account is refused with 'Unauthorized email address' in red", async ({
    page,
  }) => {
    await chooseGoogleAccount(IDP_ORIGIN, DEMO.admin);
    await page.goto('/admin');
    await googleButton(page).click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Unauthorized email address');
    await expect(alert).toHaveCSS('color', 'rgb(180, 35, 24)');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toHaveCount(0);
  });

  test('PUB-ADMIN a console token does not open the queue dashboard', async ({ page }) => {
    const session = await demoSession(page, DEMO.admin);
    const res = await page.request.get('/admin/queues', {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(res.status()).toBe(401);
  });

  test("PUB-ADMIN the admin account sees 'Admin Dashboard' with the job-queue dashboard embedded", async ({
    page,
  }) => {
    await chooseGoogleAccount(IDP_ORIGIN, ADMIN_EMAIL);
    await page.goto('/admin');
    await googleButton(page).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    const frame = page.frameLocator('iframe[title="Job queue dashboard"]');
    await expect(frame.locator('body')).toContainText(/queue/i);
    // The session is the server's HttpOnly cookie: the page script cannot read it.
    expect(await page.evaluate(() => document.cookie)).not.toContain('ronda_admin');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(googleButton(page)).toBeVisible();
  });
});
