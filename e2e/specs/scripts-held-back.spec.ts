import type { Page, Route } from '@playwright/test';
import { CustomerRequestPage } from '../support/customer-request-page';
import { test, expect } from '../support/fixtures';

/**
 * Issue 18: every control on a prerendered public page works before the page's script has run,
 * or holds the tap and replays it. The scripts are held back here (their requests wait until the
 * test lets them go), as on a slow phone connection where the HTML has painted and the script is
 * still on its way.
 */
async function holdScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let releasing = false;
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
    async (route) => {
      if (releasing) return route.continue();
      held.push(route);
    },
  );
  return {
    async release() {
      releasing = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

const notStarted = (page: Page) => expect(page.locator('html')).not.toHaveAttribute('data-islands');

/**
 * Opens a page without waiting for its load event: a held module script holds that (and
 * DOMContentLoaded) back, while the page has long been painted and readable.
 */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await notStarted(page);
}

test.describe('public pages before their scripts have run (issue 18)', () => {
  test('PUB-RTE-60 the mobile menu opens and closes with the script held back @mobile-only', async ({
    page,
  }) => {
    await holdScripts(page);
    await open(page, '/pricing');
    const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    await menu.click();
    await expect(nav.getByRole('link', { name: 'Get in Touch' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await menu.click();
    await nav.getByRole('link', { name: 'Get in Touch' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  });

  test('PUB-PRICE-01 PUB-PRICE-05 PUB-PRICE-06 PUB-PRICE-29 the pricing toggle and the FAQ work with the script held back', async ({
    page,
  }) => {
    await holdScripts(page);
    await open(page, '/pricing');
    const main = page.getByRole('main');
    await expect(main.getByText('₹189', { exact: true })).toBeVisible();
    await main.getByRole('radio', { name: 'Monthly', exact: true }).check();
    await expect(main.getByText('₹249', { exact: true })).toBeVisible();
    await expect(main.getByText('₹189', { exact: true })).toBeHidden();
    await main.getByRole('radio', { name: 'Annual', exact: true }).check();
    await expect(main.getByText('₹189', { exact: true })).toBeVisible();

    const question = main.locator('summary').first();
    const answer = main.locator('details').first().locator('p');
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    await notStarted(page);
  });

  test('PUB-HOME-01 PUB-REQ-01 a tap on Request a Demo before the script arrives opens the form once it has', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await open(page, '/');
    const demo = page
      .locator('[data-home-section="hero"]')
      .getByRole('button', { name: 'Request a Demo' });
    await demo.click();
    // Held: the button says it is busy, and nothing else happened.
    await expect(demo).toHaveAttribute('aria-busy', 'true');
    await expect(page.getByRole('dialog')).toBeHidden();
    await scripts.release();
    const dialog = page.getByRole('dialog', { name: /demo/i });
    await expect(dialog).toBeVisible();
    await expect(demo).not.toHaveAttribute('aria-busy');
  });

  test('PUB-PILOT-19 a tap on Apply Now before the script arrives opens the application once it has', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await open(page, '/pilot');
    await page.getByRole('button', { name: 'Apply Now', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await scripts.release();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('PUB-CONTACT-01 PUB-CONTACT-02 the contact form: typed and sent before its script ran, it is sent once with what was typed', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await open(page, '/contact');
    const form = page.getByRole('main').locator('form');
    await form.getByLabel('Name').fill('Meera Kamat');
    await form.getByLabel('Email').fill('meera@kamat-services.example');
    await form.getByLabel('Message').fill('Please call me about pricing for 40 people.');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/submissions')) sent.push(request.postData() ?? '');
    });
    await form.getByRole('button', { name: 'Send Message' }).click();
    // The browser did not send the form itself (no navigation, nothing in the address).
    await expect(page).toHaveURL(/\/contact$/);
    expect(sent).toEqual([]);
    await scripts.release();
    await expect(page.getByRole('status')).toContainText(/thank/i);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0] ?? '{}')).toMatchObject({
      type: 'contact',
      name: 'Meera Kamat',
      email: 'meera@kamat-services.example',
      message: 'Please call me about pricing for 40 people.',
    });
  });

  test('PUB-CUST-34 PUB-CUST-35 PUB-CUST-36 the request form: typed and sent before the app took the page over, it is checked with what was typed', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto('/customer', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Raise a Request');
    const main = page.getByRole('main');
    await main.locator('#request-email').fill('meera@kamat-services.example');
    await main.locator('#request-name').fill('Meera Kamat');
    await main.getByRole('button', { name: 'Submit Request' }).click();
    // Held: the browser did not send the form itself, and the app has not started.
    await expect(page).toHaveURL(/\/customer$/);
    await expect(page.locator('html')).not.toHaveAttribute('data-app');
    await scripts.release();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    // The send was replayed with what was typed: e-mail and name pass, the company is next.
    await expect(main.locator('#request-company-error')).toHaveText('Please select a company');
    await expect(main.locator('#request-email')).toHaveValue('meera@kamat-services.example');
    await expect(main.locator('#request-email-error')).toHaveCount(0);
  });

  test('PUB-CUST-56 the request form: an address typed before the app took the page over is searched for once it has, and takes the first suggestion', async ({
    page,
  }) => {
    const scripts = await holdScripts(page);
    const form = new CustomerRequestPage(page);
    await form.stubTiles();
    await page.goto('/customer', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Raise a Request');
    await form.location.fill('Margao');
    await expect(page.locator('html')).not.toHaveAttribute('data-app');
    await scripts.release();
    await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
    // No keystroke since: the app searched for what was typed and pinned the first place.
    await expect(form.mapPin).toContainText('Margao, Goa');
    await expect(form.location).toHaveValue('Margao');
  });
});
