import type { Page } from '@playwright/test';
import { unsignedToken } from '../../apps/server/test/stand-ins/identity-provider.ts';
import { test, expect } from '../support/fixtures';
import { ADMIN_EMAIL, GOOGLE_CLIENT_ID, IDP_ORIGIN } from '../support/stand-in-config';
import { chooseAccount } from '../support/identity-stand-in-server';
import { GOOGLE_SCRIPT, googleButton, isPost, recordRequests } from '../support/identity-page';
import { DEMO, demoSession } from '../support/session';

const isAdminSignIn = isPost('/api/admin/session');

test.describe('/admin: only the ADMIN_EMAIL Google account (PUB-ADMIN)', () => {
  // The pg-boss dashboard asks for web fonts from Google; our CSP (rightly) blocks third parties.
  test.use({ allowedConsoleErrors: /status of 40[13]|fonts\.googleapis\.com/ });

  const dashboardHeading = (page: Page) => page.getByRole('heading', { name: 'Admin Dashboard' });
  const queueFrame = (page: Page) => page.locator('iframe[title="Job queue dashboard"]');

  test("PUB-ADMIN-01 PUB-ADMIN-03 PUB-API-19 /admin offers Google's button and stays locked before sign-in", async ({
    page,
  }) => {
    await page.goto('/admin');
    await expect(googleButton(page)).toBeVisible();
    await expect(page.locator(GOOGLE_SCRIPT)).toHaveCount(1);
    await expect(dashboardHeading(page)).toHaveCount(0);
    await expect(queueFrame(page)).toHaveCount(0);
    expect((await page.request.get('/admin/queues')).status()).toBe(401);
  });

  test("PUB-ADMIN-08 PUB-ERR-24 another account is refused with 'Unauthorized email address' in red above the button", async ({
    page,
  }) => {
    await chooseAccount(page, DEMO.admin);
    await page.goto('/admin');
    await googleButton(page).click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Unauthorized email address');
    await expect(alert).toHaveCSS('color', 'rgb(180, 35, 24)');
    const [message, button] = [await alert.boundingBox(), await googleButton(page).boundingBox()];
    expect(message && button && message.y + message.height <= button.y).toBe(true);
    await expect(dashboardHeading(page)).toHaveCount(0);
  });

  test("PUB-ERR-25 a credential that cannot be decoded is refused with 'Invalid token'", async ({
    page,
  }) => {
    await page.route(`${IDP_ORIGIN}/gsi/credential*`, (route) =>
      route.fulfill({ json: { credential: 'this-is-not-a-google-id-token' } }),
    );
    await chooseAccount(page, ADMIN_EMAIL);
    await page.goto('/admin');
    await googleButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid token');
    await expect(dashboardHeading(page)).toHaveCount(0);
  });

  test("PUB-ADMIN-04 PUB-ERR-25 (ours: the server decides, not the browser) an unsigned credential that decodes to the admin account is refused with 'Invalid token'", async ({
    page,
  }) => {
    // Decoding in the browser alone (as the spec describes) would let anyone in with this token.
    const now = Math.floor(Date.now() / 1000);
    const forged = unsignedToken({
      iss: 'https://accounts.google.com',
      aud: GOOGLE_CLIENT_ID,
      sub: 'forged',
      email: ADMIN_EMAIL,
      email_verified: true,
      iat: now,
      exp: now + 3600,
    });
    await page.route(`${IDP_ORIGIN}/gsi/credential*`, (route) =>
      route.fulfill({ json: { credential: forged } }),
    );
    const signIns = recordRequests(page, isAdminSignIn);
    await chooseAccount(page, ADMIN_EMAIL);
    await page.goto('/admin');
    await googleButton(page).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid token');
    expect(signIns.map((request) => request.postDataJSON())).toEqual([{ credential: forged }]);
    await expect(dashboardHeading(page)).toHaveCount(0);
    expect((await page.request.get('/admin/queues')).status()).toBe(401);
  });

  test("PUB-ERR-26 a Google sign-in that returns no credential shows 'Google authentication failed'", async ({
    page,
  }) => {
    const signIns = recordRequests(page, isAdminSignIn);
    await chooseAccount(page, null);
    await page.goto('/admin');
    await googleButton(page).click();
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText('Google authentication failed');
    await expect(alert).toHaveCSS('color', 'rgb(180, 35, 24)');
    expect(signIns).toHaveLength(0);
  });

  test('PUB-ADMIN-03 PUB-OURS-04 a console session does not open the queue dashboard', async ({
    page,
  }) => {
    const session = await demoSession(page, DEMO.admin);
    const queues = await page.request.get('/admin/queues', {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(queues.status()).toBe(401);
  });

  test("PUB-ADMIN-05 PUB-ADMIN-06 PUB-ADMIN-07 PUB-API-26 the admin account sees 'Admin Dashboard' with the job-queue dashboard from this host's /admin/queues, unlocked for the session", async ({
    page,
  }) => {
    await chooseAccount(page, ADMIN_EMAIL);
    await page.goto('/admin');
    await googleButton(page).click();
    await expect(dashboardHeading(page)).toBeVisible();
    // The dashboard opens on the staff inbox (issue 16); the queue dashboard is its own tab.
    await page.getByRole('tab', { name: 'Job queues' }).click();
    await expect(queueFrame(page)).toHaveJSProperty(
      'src',
      new URL('/admin/queues', page.url()).href,
    );
    await expect(
      page.frameLocator('iframe[title="Job queue dashboard"]').locator('body'),
    ).toContainText(/queue/i);
    // The session is the server's HttpOnly cookie: the page script cannot read it.
    expect(await page.evaluate(() => document.cookie)).not.toContain('ronda_admin');

    // Away and back, and a reload: still unlocked, without signing in again.
    await page.goto('/');
    await page.goto('/admin');
    await expect(dashboardHeading(page)).toBeVisible();
    await page.reload();
    await expect(dashboardHeading(page)).toBeVisible();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(googleButton(page)).toBeVisible();
  });
});
