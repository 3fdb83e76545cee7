import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { POPUP_RESULT } from '../support/identity-stand-in-server';
import { PublicSite } from '../support/public-site';
import { IDP_ORIGIN } from '../support/stand-in-config';

/**
 * Issue 18: every page is served with Cross-Origin-Opener-Policy: same-origin, which cuts a
 * sign-in popup (Google's popup mode, Sign in with Apple's popup) off from the page that opened
 * it. The pages that open one are served with same-origin-allow-popups instead; here a popup at
 * the identity stand-in's origin (another origin, as accounts.google.com is) posts its result
 * back through window.opener, as the providers' popups do.
 */

const POPUP_URL = `${IDP_ORIGIN}/popup`;

/** Opens the provider's popup from the page; what it posted back, or null after 5 s. */
async function popupResult(page: Page): Promise<unknown> {
  return page.evaluate(
    ({ url, origin }) =>
      new Promise((resolve) => {
        window.addEventListener('message', (event) => {
          if (event.origin === origin) resolve(event.data);
        });
        window.open(url, 'sign-in', 'popup,width=480,height=640');
        setTimeout(() => resolve(null), 5000);
      }),
    { url: POPUP_URL, origin: IDP_ORIGIN },
  );
}

const coop = async (page: Page, path: string) =>
  (await page.goto(path))?.headers()['cross-origin-opener-policy'];

test.describe('sign-in popups reach the page that opened them (issue 18)', () => {
  test.describe('the header', () => {
    // /join looks its made-up code up; Chromium logs the 404 answer when it arrives in time.
    test.use({ allowedConsoleErrors: /status of 404/ });

    test('PUB-LOGIN-01 /login is served with COOP same-origin-allow-popups, as are /admin, /join and the field app; other pages keep same-origin', async ({
      page,
    }) => {
      expect(await coop(page, '/login')).toBe('same-origin-allow-popups');
      for (const path of ['/admin', '/join?code=AB12CD34', '/field/']) {
        expect(await coop(page, path), path).toBe('same-origin-allow-popups');
      }
      for (const path of ['/', '/pricing', '/dashboard']) {
        expect(await coop(page, path), path).toBe('same-origin');
      }
    });
  });

  test('PUB-LOGIN-01 PUB-LOGIN-02 a popup opened from /login posts its result back to the page', async ({
    page,
  }) => {
    await new PublicSite(page).goto('/login');
    expect(await popupResult(page)).toEqual(POPUP_RESULT);
  });

  test('PUB-ADMIN-01 a popup opened from /admin posts its result back to the page', async ({
    page,
  }) => {
    await new PublicSite(page).goto('/admin');
    expect(await popupResult(page)).toEqual(POPUP_RESULT);
  });

  test("PUB-RTE-33 /login reached by the header's Login link is a document of its own, whose popup works", async ({
    page,
  }) => {
    const site = new PublicSite(page);
    await site.goto('/pricing');
    await site.openNav();
    const document = page.waitForResponse(
      (res) =>
        res.request().resourceType() === 'document' && new URL(res.url()).pathname === '/login',
    );
    await site.navLink('Login').click();
    expect((await document).headers()['cross-origin-opener-policy']).toBe(
      'same-origin-allow-popups',
    );
    await expect(site.heading).toHaveText('Sign in');
    expect(await popupResult(page)).toEqual(POPUP_RESULT);
  });

  test('the check is real: from a page served with same-origin the popup cannot reach its opener', async ({
    page,
  }) => {
    await new PublicSite(page).goto('/pricing');
    expect(await popupResult(page)).toBeNull();
  });
});
