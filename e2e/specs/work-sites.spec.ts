import { workSitesResponseSchema } from '@ronda/shared';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { stubTiles } from '../support/map-tiles';
import { DEMO, seedSession } from '../support/session';

/**
 * Issue 30: an admin draws a work site on the map in Account Settings → Account Information,
 * and the server stores it with its centre and radius; a supervisor may draw them too.
 * The tile server is out of reach: tiles are stubbed, and nothing waits for them.
 */
async function storedSites(page: Page, token: string) {
  const res = await page.request.get('/api/company/work-sites', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return workSitesResponseSchema.parse(await res.json()).workSites;
}

async function openWorkSites(page: Page) {
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Account Information' }).click();
  const section = page.getByRole('region', { name: 'Work sites' });
  await expect(section.getByRole('heading', { name: 'Work sites' })).toBeVisible();
  return section;
}

test.describe('/account: work sites on the map', () => {
  test('an admin places a site with a tap, sets its radius, and it is stored; then deletes it', async ({
    page,
  }) => {
    const { token } = await seedSession(page, DEMO.admin);
    await stubTiles(page);
    const name = `E2E depot ${Date.now()}`;
    const section = await openWorkSites(page);

    await section.getByRole('button', { name: 'Add work site' }).click();
    const form = section.getByRole('form', { name: 'New work site' });
    await form.getByLabel(/^Name/).fill(name);
    const map = section.locator('.leaflet-container');
    await expect(map).toBeVisible();
    const box = await map.boundingBox();
    if (!box) throw new Error('the map has no size');
    await map.click({ position: { x: box.width / 2 + 40, y: box.height / 2 - 30 } });
    await expect(section.locator('.request-map-marker')).toBeVisible();
    await expect(form.getByText(/^Centre: Placed on the map \(/)).toBeVisible();
    await form.getByLabel('Radius in metres').fill('420');
    await expect(form.getByRole('group', { name: 'Radius: 420 m' })).toBeVisible();
    // The circle being drawn (dashed) is on the map with the stored ones.
    await expect(map.locator('path[stroke-dasharray]')).toHaveCount(1);

    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/company/work-sites') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Add work site' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const sent = response.request().postDataJSON() as { lat: number; lng: number };
    await expect(section.getByText(`${name} was added.`)).toBeVisible();

    const stored = (await storedSites(page, token)).find((site) => site.name === name);
    expect(stored).toMatchObject({
      radiusMeters: 420,
      lat: expect.closeTo(sent.lat, 6),
      lng: expect.closeTo(sent.lng, 6),
    });
    await expect(section.getByRole('listitem', { name })).toContainText('Radius 420 m');

    // Deleting asks first; the site is gone from the server once confirmed.
    await section.getByRole('button', { name: `Delete ${name}` }).click();
    const question = section.getByRole('group', { name: `Delete ${name}?` });
    await expect(question.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await question.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(section.getByText(`${name} was deleted.`)).toBeVisible();
    expect((await storedSites(page, token)).some((site) => site.name === name)).toBe(false);
  });

  test('a supervisor sees the sites and the map, and may add one', async ({ page }) => {
    await seedSession(page, DEMO.supervisor);
    await stubTiles(page);
    const section = await openWorkSites(page);
    await expect(section.locator('.leaflet-container')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Add work site' })).toBeVisible();
  });
});
