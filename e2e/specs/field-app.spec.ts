import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { queryE2eDatabase } from '../support/database';
import {
  createFieldCompany,
  OUTSIDE,
  PHOTO,
  SITE,
  type FieldCompany,
} from '../support/field-company';
import { googleButton } from '../support/identity-page';
import { chooseAccount } from '../support/identity-stand-in-server';
import { seedSession } from '../support/session';

/**
 * Issue 14: the field app at a phone's size, with Playwright's geolocation and offline switch,
 * against the real server and database. One person's day, in order.
 */
test.use({
  viewport: { width: 390, height: 844 },
  geolocation: SITE,
  permissions: ['geolocation'],
  // The app's own failed requests while offline are logged by Chromium; they are expected.
  allowedConsoleErrors: /net::ERR_INTERNET_DISCONNECTED|Failed to fetch|Failed to load resource/,
});
test.describe.configure({ mode: 'serial' });

const badge = (page: Page) => page.getByRole('button', { name: /All sent|waiting/ });
const allSynced = (page: Page) =>
  expect(badge(page)).toContainText('All sent', { timeout: 20_000 });

async function records(userId: string) {
  return queryE2eDatabase<{ id: string; outside: boolean; out: boolean }>(
    `select id, check_in_outside_site as outside, check_out_at is not null as out
       from attendance_records where user_id = $1 order by check_in_at`,
    [userId],
  );
}

test.describe('/field: the field app for employees', () => {
  let co: FieldCompany;

  test.beforeAll(async ({ baseURL }) => {
    co = await createFieldCompany(baseURL ?? '');
  });

  test('sign in with Google from the field app, as the QR join page leads there', async ({
    page,
  }) => {
    await chooseAccount(page, co.employeeEmail);
    await page.goto('/field/');
    await expect(page.getByRole('heading', { name: 'Ronda Field' })).toBeVisible();
    await googleButton(page).click();
    await expect(page.getByRole('heading', { name: 'Not punched in' })).toBeVisible();
    await expect(page.getByText('Bosco Pereira')).toBeVisible();
  });

  test('punch in at a work site, a break, punch out; punch in outside one and see the warning', async ({
    page,
    context,
  }) => {
    await seedSession(page, co.employeeEmail);
    await page.goto('/field/');
    await expect(page.getByRole('heading', { name: 'Not punched in' })).toBeVisible();

    await page.getByRole('button', { name: 'Punch in' }).click();
    await expect(page.getByRole('heading', { name: /^Working since/ })).toBeVisible();
    await expect(page.getByText('Keep Ronda open while you work')).toBeVisible();
    await allSynced(page);
    expect(await records(co.employeeId)).toEqual([
      expect.objectContaining({ outside: false, out: false }),
    ]);

    await page.getByLabel('Reason for a break').fill('Tea');
    await page.getByRole('button', { name: 'Start break' }).click();
    await expect(page.getByRole('heading', { name: 'On a break' })).toBeVisible();
    await page.getByRole('button', { name: 'End break' }).click();
    await expect(page.getByRole('heading', { name: /^Working since/ })).toBeVisible();
    await page.getByRole('button', { name: 'Punch out' }).click();
    // Asked first (issue 27): one tap does not end the day.
    await expect(page.getByText('Punch out now? Your position stops being shared.')).toBeVisible();
    await page.getByRole('button', { name: 'Yes, punch out' }).click();
    await expect(page.getByRole('heading', { name: /^Punched out at/ })).toBeVisible();
    await allSynced(page);

    await context.setGeolocation(OUTSIDE);
    await page.getByRole('button', { name: 'Punch in' }).click();
    await allSynced(page);
    await expect(page.getByRole('alert')).toHaveText('You are outside every work site');
    const [first, second] = await records(co.employeeId);
    expect(first).toMatchObject({ outside: false, out: true });
    expect(second).toMatchObject({ outside: true, out: false });
    const [tea] = await queryE2eDatabase<{ n: string }>(
      `select count(*) as n from breaks where attendance_id = $1 and reason = 'Tea' and end_at is not null`,
      [first?.id],
    );
    expect(tea?.n).toBe('1');
  });

  test('resolve an assigned task with notes and a photo', async ({ page }) => {
    await seedSession(page, co.employeeEmail);
    await page.goto('/field/');
    await page.getByRole('button', { name: 'My tasks' }).click();
    await page.getByRole('button', { name: new RegExp(co.taskDescription) }).click();
    // Assigned at creation, the task is already in progress (the console's rule).
    await expect(page.getByText('in-progress')).toBeVisible();
    await page.getByRole('button', { name: 'Resolve Task' }).first().click();
    await page.getByLabel('Notes (optional)').fill('Washer replaced');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'tap.png',
      mimeType: 'image/png',
      buffer: PHOTO,
    });
    await page.locator('form').getByRole('button', { name: 'Resolve Task' }).click();
    // The photo uploads first, then the resolve is queued and sent.
    await expect(async () => {
      const [task] = await queryE2eDatabase<{ status: string; notes: string; photos: string[] }>(
        `select status, employee_notes as notes, employee_images as photos from complaints where id = $1`,
        [co.taskId],
      );
      expect(task).toMatchObject({ status: 'resolved', notes: 'Washer replaced' });
      expect(task?.photos).toHaveLength(1);
    }).toPass({ timeout: 20_000 });
    await allSynced(page);
  });

  test('offline: three actions and a 500 m walk wait on the phone, survive a reload, and are stored exactly once when back online', async ({
    page,
    context,
  }) => {
    await context.setGeolocation(OUTSIDE);
    await seedSession(page, co.employeeEmail);
    await page.goto('/field/');
    // The service worker must control the page before the network goes.
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, {
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { name: /^Working since/ })).toBeVisible();
    await allSynced(page);

    await context.setOffline(true);
    await page.getByLabel('Reason for a break').fill('Lunch');
    await page.getByRole('button', { name: 'Start break' }).click();
    await expect(page.getByRole('heading', { name: 'On a break' })).toBeVisible();
    await page.getByRole('button', { name: 'End break' }).click();
    await expect(page.getByRole('heading', { name: /^Working since/ })).toBeVisible();
    // 25 steps of 20 m north: a 500 m walk, each step a position the app queues.
    for (let step = 1; step <= 25; step += 1) {
      await context.setGeolocation({
        latitude: OUTSIDE.latitude + (step * 20) / 111_320,
        longitude: OUTSIDE.longitude,
      });
      await page.waitForTimeout(120);
    }
    await page.getByRole('button', { name: 'Work log' }).click();
    await page.getByLabel('What did you do?').fill('Checked the pump at Campal');
    await page.getByRole('button', { name: 'Save work log' }).click();
    await expect(page.getByText(/saved on this phone/)).toBeVisible();
    await expect(badge(page)).toContainText(/\d+ waiting/, { timeout: 15_000 });

    // A reload with no network: the app opens from the service worker, the queue is still there.
    await page.reload();
    await expect(page.getByRole('heading', { name: /^Working since/ })).toBeVisible();
    await expect(badge(page)).toContainText(/\d+ waiting/);

    await context.setOffline(false);
    await allSynced(page);
    const [lunch] = await queryE2eDatabase<{ n: string }>(
      `select count(*) as n from breaks where user_id = $1 and reason = 'Lunch' and end_at is not null`,
      [co.employeeId],
    );
    expect(lunch?.n).toBe('1');
    const [log] = await queryE2eDatabase<{ n: string }>(
      `select count(*) as n from work_logs where user_id = $1 and description = 'Checked the pump at Campal'`,
      [co.employeeId],
    );
    expect(log?.n).toBe('1');
    // Every position is stored once, and the walk's 25 are all there, 20 m apart up to 500 m.
    const points = await queryE2eDatabase<{ metres: number; client_id: string }>(
      `select round(((lat - $2) * 111320)::numeric)::int as metres, client_id
         from location_points where user_id = $1 order by recorded_at`,
      [co.employeeId, OUTSIDE.latitude],
    );
    expect(new Set(points.map((p) => p.client_id)).size).toBe(points.length);
    const walk = points.map((p) => p.metres).filter((m) => m > 0);
    // The reload's first fix is a new one, at the walk's end (500 m), with an id of its own.
    expect(walk.slice(0, 25)).toEqual(Array.from({ length: 25 }, (_, i) => (i + 1) * 20));
    expect(walk.slice(25).every((m) => m === 500)).toBe(true);
  });
});
