import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { queryE2eDatabase } from '../support/database';
import { createFieldCompany, SITE, type FieldCompany } from '../support/field-company';
import { readQrCode } from '../support/qr';
import { seedSession } from '../support/session';

/**
 * Issue 19, the web part: a person sets up Traccar Client from the console's account page or the
 * field app (a tracking key, its URL, a QR code and three steps), then the test plays the phone,
 * sending what the page gave it to the real server.
 */
test.describe.configure({ mode: 'serial' });

interface Shown {
  key: string;
  url: string;
  link: string;
}

/** Makes a key in the set-up card and reads what the page shows for the phone. */
async function setUpAPhone(page: Page, card: ReturnType<Page['getByRole']>): Promise<Shown> {
  await expect(card.getByRole('heading', { name: 'Phones set up' })).toBeVisible();
  await expect(card.getByText('Loading the phones…')).toHaveCount(0);
  await card.getByRole('button', { name: 'Set up a phone' }).click();
  await expect(card.locator('ol > li')).toHaveText([
    /^Install Traccar Client/,
    /^Scan the code or paste the key/,
    /^Set the frequency/,
  ]);
  const key = await card.getByRole('textbox', { name: 'Device identifier' }).inputValue();
  const url = await card.getByRole('textbox', { name: 'Server URL' }).inputValue();
  const link =
    (await card.getByRole('link', { name: 'Open in Traccar Client' }).getAttribute('href')) ?? '';
  return { key, url, link };
}

/** Sends one fix the way Traccar Client 9.x does: JSON, the key as device_id. */
function sendFix(request: APIRequestContext, shown: Shown, lat: number, at = new Date()) {
  return request.post(new URL(shown.url).pathname, {
    data: {
      device_id: shown.key,
      location: {
        timestamp: at.toISOString(),
        coords: { latitude: lat, longitude: SITE.longitude, accuracy: 8, speed: 0, heading: 0 },
        battery: { level: 0.8, is_charging: false },
      },
    },
  });
}

test.describe('Background tracking with Traccar Client (issue 19)', () => {
  let co: FieldCompany;

  test.beforeAll(async ({ baseURL }) => {
    co = await createFieldCompany(baseURL ?? '');
  });

  test('an employee sets up a phone from Account Information: the QR code, the key and the URL work, and Revoke stops them', async ({
    page,
  }) => {
    await seedSession(page, co.employeeEmail);
    await page.goto('/account');
    const card = page.getByRole('region', { name: 'Track your phone in the background' });
    await expect(card.getByText('No phone is set up yet.')).toBeVisible();
    const shown = await setUpAPhone(page, card);

    // What the camera reads is the link that sets the app up: the same server and key.
    const scanned = await readQrCode(
      card.getByRole('img', { name: 'QR code that sets up Traccar Client with this tracking key' }),
    );
    expect(scanned).toBe(shown.link);
    const setup = new URL(scanned);
    expect(setup.protocol).toBe('org.traccar.client:');
    expect(setup.searchParams.get('id')).toBe(shown.key);
    expect(setup.searchParams.get('url')).toBe(shown.url);
    expect(shown.url).toMatch(/\/api\/osmand$/);
    expect(shown.key.length).toBeGreaterThanOrEqual(22);

    const axe = await new AxeBuilder({ page })
      .include('section[aria-label="Track your phone in the background"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    // The phone sends a good fix and a refused one; both are answered 200.
    expect((await sendFix(page.request, shown, SITE.latitude)).status()).toBe(200);
    expect((await sendFix(page.request, shown, 95)).status()).toBe(200);
    const stored = await queryE2eDatabase<{ user_id: string }>(
      `select user_id from location_points where user_id = $1`,
      [co.employeeId],
    );
    expect(stored).toHaveLength(1);

    // Done hides the secret; the list shows what the phone sent.
    await card.getByRole('button', { name: 'Done' }).click();
    await expect(card.getByRole('textbox', { name: 'Device identifier' })).toHaveCount(0);
    await page.reload();
    const list = card.getByRole('list', { name: 'Tracking keys' });
    await expect(list).toContainText(`Key …${shown.key.slice(-4)}`);
    await expect(list).toContainText('Last position just now');
    await expect(list).toContainText('1 position refused, the last just now');
    await expect(page.locator('body')).not.toContainText(shown.key);

    page.once('dialog', (dialog) => void dialog.accept());
    await card.getByRole('button', { name: `Revoke key …${shown.key.slice(-4)}` }).click();
    await expect(card.getByText('No phone is set up yet.')).toBeVisible();
    expect((await sendFix(page.request, shown, SITE.latitude)).status()).toBe(401);
  });

  test('the field app’s Tracking tab opens Traccar Client on the phone itself', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await seedSession(page, co.employeeEmail);
    await page.goto('/field/');
    await page.getByRole('button', { name: 'Tracking' }).click();
    const card = page.getByRole('region', { name: 'Track your phone in the background' });
    const shown = await setUpAPhone(page, card);
    const setup = new URL(shown.link);
    expect(setup.protocol).toBe('org.traccar.client:');
    expect(setup.searchParams.get('id')).toBe(shown.key);
    expect(setup.searchParams.get('interval')).toBe('60');
    // Four tabs fit a phone's width: nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    // Tappable: scrolled to, and not under the bottom bar (a trial click checks what it hits).
    await card.getByRole('link', { name: 'Open in Traccar Client' }).click({ trial: true });
  });

  test('an admin sets up an employee’s phone from the member modal; the fixes are the employee’s, and a bad one shows in the company’s list', async ({
    page,
  }) => {
    await seedSession(page, co.adminEmail);
    await page.goto('/account');
    await page
      .getByRole('button', { name: /Bosco Pereira/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Phone tracking (Traccar Client)').click();
    const card = dialog.getByRole('region', { name: 'Phone tracking for Bosco Pereira' });
    const shown = await setUpAPhone(page, card);
    await expect(card).toContainText('Tracking key made for Bosco Pereira.');
    const at = new Date(Date.now() - 60_000);
    expect((await sendFix(page.request, shown, SITE.latitude, at)).status()).toBe(200);
    const rows = await queryE2eDatabase<{ user_id: string }>(
      `select user_id from location_points where recorded_at = $1`,
      [at.toISOString()],
    );
    expect(rows.map((r) => r.user_id)).toEqual([co.employeeId]);

    // A bad fix from that phone shows in the company's list, named, without opening the card.
    expect((await sendFix(page.request, shown, -91)).status()).toBe(200);
    await page.reload();
    const phones = page.getByRole('region', { name: 'Phones set up for tracking' });
    const first = phones.getByRole('listitem').first();
    await expect(first).toContainText('Bosco Pereira');
    await expect(first).toContainText(`Key …${shown.key.slice(-4)}`);
    await expect(first).toContainText('1 position refused, the last just now');
  });
});
