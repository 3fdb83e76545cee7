import type { Page } from '@playwright/test';
import { DEVICE_LOCATIONS_PATH, localDateIn } from '@ronda/shared';
import { test, expect } from '../support/fixtures';
import { queryE2eDatabase } from '../support/database';
import {
  createFieldCompany,
  OUTSIDE,
  PHOTO,
  SITE,
  type FieldCompany,
} from '../support/field-company';
import { stubTiles } from '../support/map-tiles';
import { demoSession, seedSession } from '../support/session';

/**
 * Issue 27 on a 390 px phone: a day of several sessions, on the phone and in the console, at the
 * addresses people are given (`/field` without the slash, `/location?employeeId&date`).
 */
test.use({
  viewport: { width: 390, height: 844 },
  geolocation: SITE,
  permissions: ['geolocation'],
  allowedConsoleErrors: /net::ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/,
});
test.describe.configure({ mode: 'serial' });

const badge = (page: Page) => page.getByRole('button', { name: /All sent|waiting/ });

test.describe('issue 27: every session of a day, at any address', () => {
  let co: FieldCompany;

  test.beforeAll(async ({ baseURL }) => {
    co = await createFieldCompany(baseURL ?? '');
  });

  test('CON-LOC-87 CON-API-32 punch in, out (asked first), in again → the console day at its address shows both sessions', async ({
    page,
    browser,
    baseURL,
  }) => {
    await seedSession(page, co.employeeEmail);
    await page.goto('/field');
    await expect(page).toHaveURL(/\/field\/$/);
    await page.getByRole('button', { name: 'Punch in' }).click();
    await expect(page.getByRole('heading', { name: /^Working since/ })).toBeVisible();
    await page.getByRole('button', { name: 'Punch out' }).click();
    await page.getByRole('button', { name: 'Keep working' }).click();
    await expect(page.getByRole('heading', { name: /^Working since/ })).toBeVisible();
    await page.getByRole('button', { name: 'Punch out' }).click();
    await page.getByRole('button', { name: 'Yes, punch out' }).click();
    await expect(page.getByRole('heading', { name: /^Punched out at/ })).toBeVisible();
    await page.getByRole('button', { name: 'Punch in' }).click();
    await expect(page.getByRole('heading', { name: /^Working since/ })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Sessions today' }).getByRole('listitem'),
    ).toHaveCount(1);
    await expect(badge(page)).toContainText('All sent', { timeout: 20_000 });

    const manager = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const console = await manager.newPage();
    await seedSession(console, co.adminEmail);
    const today = localDateIn(new Date(), 'Asia/Kolkata');
    await console.goto(`/location?employeeId=${co.employeeId}&date=${today}`);
    const timeline = console.locator('section[aria-labelledby="location-timeline-title"]');
    await expect(timeline.locator('li[data-kind="punch-in"]')).toHaveCount(2);
    await expect(timeline.locator('li[data-kind="punch-out"]')).toHaveCount(1);
    await expect(console.getByTestId('day-summary')).toContainText('Currently logged in for');
    await expect(console.getByTestId('day-summary')).toContainText('2 sessions');
    await expect(console.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    await manager.close();
  });

  test('issue 27: the day at its address, today: a new fix reaches the last known position without a reload', async ({
    page,
  }) => {
    await seedSession(page, co.adminEmail);
    await stubTiles(page);
    const today = localDateIn(new Date(), 'Asia/Kolkata');
    await page.goto(`/location?employeeId=${co.employeeId}&date=${today}`);
    await expect(page.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();
    // Gone with the document if anything reloads the page.
    await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));
    const phone = await demoSession(page, co.employeeEmail);
    const sent = await page.request.post(DEVICE_LOCATIONS_PATH, {
      headers: { authorization: `Bearer ${phone.token}` },
      data: {
        points: [
          {
            id: `e2e-live-${Date.now()}`,
            timestamp: new Date().toISOString(),
            lat: OUTSIDE.latitude,
            lng: OUTSIDE.longitude,
            accuracy: 6,
            battery: 58,
          },
        ],
      },
    });
    expect(sent.ok()).toBe(true);
    const popup = page.locator('.leaflet-popup-content').filter({ hasText: 'Last Known Location' });
    await expect(async () => {
      await page.locator('.leaflet-container .avatar-marker-icon').first().press('Enter');
      await expect(popup).toContainText('58%', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    expect(await page.evaluate(() => 'e2eSamePage' in window)).toBe(true);
  });

  test('/field without the slash, visited online, opens offline', async ({ page, context }) => {
    await seedSession(page, co.employeeEmail);
    await page.goto('/field');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, {
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { name: /^Working since/ })).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: /^Working since/ })).toBeVisible();
    // Typed again as the README gives it: the worker answers for `/field` too.
    await page.goto('/field');
    await expect(page).toHaveURL(/\/field$/);
    await expect(page.getByRole('heading', { name: /^Working since/ })).toBeVisible();
    await context.setOffline(false);
  });

  test('a work log with a photo made offline arrives with its photo once back online, once', async ({
    page,
    context,
  }) => {
    await seedSession(page, co.employeeEmail);
    await page.goto('/field/');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, {
      timeout: 20_000,
    });
    await expect(badge(page)).toContainText('All sent', { timeout: 20_000 });
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Work log' }).click();
    await page.getByLabel('What did you do?').fill('Photographed the new meter');
    await expect(page.getByText(/photos are kept on this phone/)).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'meter.png',
      mimeType: 'image/png',
      buffer: PHOTO,
    });
    await expect(page.getByRole('img', { name: 'meter.png' })).toBeVisible();
    await page.getByRole('button', { name: 'Save work log' }).click();
    await expect(page.getByText(/saved on this phone/)).toBeVisible();
    await expect(badge(page)).toContainText(/\d+ waiting · offline/);

    // Signing out now would say what waits, and that it stays on the phone.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('alertdialog', { name: /waiting to send/ })).toContainText(
      'You are offline',
    );
    await page.getByRole('button', { name: 'Cancel' }).click();

    await context.setOffline(false);
    await expect(badge(page)).toContainText('All sent', { timeout: 20_000 });
    const logs = await queryE2eDatabase<{ photos: string[] }>(
      `select employee_images as photos from work_logs where user_id = $1 and description = $2`,
      [co.employeeId, 'Photographed the new meter'],
    );
    expect(logs).toHaveLength(1);
    expect(logs[0]?.photos).toHaveLength(1);
    const stored = await page.request.get(logs[0]?.photos[0] ?? '');
    expect(stored.ok()).toBe(true);
    expect(Buffer.from(await stored.body()).equals(PHOTO)).toBe(true);
  });
});
