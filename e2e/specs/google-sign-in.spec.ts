import type { Page } from '@playwright/test';
import { loginResponseSchema } from '@ronda/shared';
import { test, expect } from '../support/fixtures';
import { ConsoleShell } from '../support/console-shell';
import { chooseAccount } from '../support/identity-stand-in-server';
import {
  APPLE_SCRIPT,
  appleButton,
  GOOGLE_SCRIPT,
  googleButton,
  isPost,
  recordRequests,
} from '../support/identity-page';
import { DEMO, readStoredAuth } from '../support/session';

const JWT = /^[\w-]+\.[\w-]+\.[\w-]+$/;
const isLogin = isPost('/api/company/login');

/** Console warnings: where the product logs the sign-in failures the spec only logs. */
function warnings(page: Page): string[] {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') logged.push(message.text());
  });
  return logged;
}

test.describe('/login: Google or Apple, verified by the server (PUB-LOGIN)', () => {
  test("PUB-LOGIN-01 PUB-LOGIN-02 PUB-LOGIN-03 PUB-API-19 PUB-API-20 Google and Apple are offered from their providers' scripts, and no password form", async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(googleButton(page)).toBeVisible();
    await expect(appleButton(page)).toBeEnabled();
    await expect(page.locator(GOOGLE_SCRIPT)).toHaveCount(1);
    await expect(page.locator(APPLE_SCRIPT)).toHaveCount(1);
    // No e-mail and password form. (The demo company's one-click buttons exist only while
    // DEMO_LOGIN is on, which production refuses.)
    await expect(page.locator('input[type="password"]')).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
  });

  test('PUB-LOGIN-04 PUB-LOGIN-05 PUB-LOGIN-06 PUB-LOGIN-07 PUB-API-17 a known Google account: its ID token goes to POST /api/company/login, the answer is stored, then /dashboard', async ({
    page,
  }) => {
    await chooseAccount(page, DEMO.supervisor);
    await page.goto('/login');
    const answer = page.waitForResponse((res) => isLogin(res.request()));
    await googleButton(page).click();
    const response = await answer;
    // Ours (ARCHITECTURE.md: the browser never decides who someone is): the page sends Google's
    // signed ID token, not a bare e-mail; the server reads the verified e-mail from it.
    const body = response.request().postDataJSON() as Record<string, unknown>;
    expect(body).toEqual({ provider: 'google', idToken: expect.stringMatching(JWT) });
    expect(response.status()).toBe(200);
    const login = loginResponseSchema.parse(await response.json());
    expect(login.user.email).toBe(DEMO.supervisor);

    await expect(page).toHaveURL(/\/dashboard$/);
    await new ConsoleShell(page).expectSidebarLayout();
    const stored = await readStoredAuth(page);
    expect(stored.authToken).toBe(login.token);
    expect(JSON.parse(stored.user ?? 'null')).toMatchObject({ email: DEMO.supervisor });
    expect(JSON.parse(stored.company ?? 'null')).toMatchObject({ id: login.company.id });
  });

  test('PUB-LOGIN-02 PUB-LOGIN-07 a known Apple account signs in through Apple and goes to /dashboard', async ({
    page,
  }) => {
    await chooseAccount(page, DEMO.employee);
    await page.goto('/login');
    const request = page.waitForRequest(isLogin);
    await appleButton(page).click();
    expect((await request).postDataJSON()).toEqual({
      provider: 'apple',
      idToken: expect.stringMatching(JWT),
    });
    await expect(page).toHaveURL(/\/dashboard$/);
    await new ConsoleShell(page).expectSidebarLayout();
    expect(JSON.parse((await readStoredAuth(page)).user ?? 'null')).toMatchObject({
      email: DEMO.employee,
    });
  });

  test.describe('unknown e-mail', () => {
    test.use({ allowedConsoleErrors: /status of 404/ });

    test("PUB-LOGIN-08 PUB-LOGIN-09 PUB-LOGIN-10 PUB-LOGIN-11 PUB-LOGIN-12 PUB-ERR-23 404 'Email not found.' opens 'Account Not Found', pointing to the apps on Google Play and the App Store", async ({
      page,
    }) => {
      await chooseAccount(page, 'newcomer@elsewhere.example');
      await page.goto('/login');
      const answer = page.waitForResponse((res) => isLogin(res.request()));
      await googleButton(page).click();
      const response = await answer;
      expect(response.status()).toBe(404);
      expect(await response.json()).toEqual({ is_success: false, message: 'Email not found.' });

      const dialog = page.getByRole('dialog', { name: 'Account Not Found' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(/register your business, download the Ronda app/i);
      await expect(dialog.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
        'href',
        /^https:\/\/play\.google\.com\//,
      );
      await expect(dialog.getByRole('link', { name: /App Store/ })).toHaveAttribute(
        'href',
        /^https:\/\/apps\.apple\.com\//,
      );
      await expect(page).toHaveURL(/\/login$/);
      expect((await readStoredAuth(page)).authToken).toBeNull();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    });
  });

  test.describe('other failures', () => {
    test.use({ allowedConsoleErrors: /status of 500/ });

    test('PUB-LOGIN-13 PUB-ERR-23 a failed sign-in is logged, opens no popup and stays on /login', async ({
      page,
    }) => {
      const logged = warnings(page);
      await page.route('**/api/company/login', (route) =>
        route.fulfill({ status: 500, json: { is_success: false, message: 'Database is down' } }),
      );
      await chooseAccount(page, DEMO.supervisor);
      await page.goto('/login');
      await googleButton(page).click();
      // Ours: besides logging it, the page says so next to the buttons.
      await expect(page.getByRole('alert')).toHaveText('Database is down');
      expect(logged.some((text) => text.startsWith('Sign-in failed'))).toBe(true);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page).toHaveURL(/\/login$/);
      expect((await readStoredAuth(page)).authToken).toBeNull();
    });
  });

  test('PUB-ERR-04 PUB-ERR-05 a sign-in abandoned at Google or Apple goes to the error callback: logged, nothing sent', async ({
    page,
  }) => {
    const logged = warnings(page);
    const logins = recordRequests(page, isLogin);
    await chooseAccount(page, null);
    await page.goto('/login');
    await googleButton(page).click();
    await expect
      .poll(() => logged.filter((t) => t.startsWith('Google sign-in failed')))
      .toHaveLength(1);
    await appleButton(page).click();
    await expect
      .poll(() => logged.filter((t) => t.startsWith('Apple sign-in failed')))
      .toHaveLength(1);
    expect(logins).toHaveLength(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
  });
});
