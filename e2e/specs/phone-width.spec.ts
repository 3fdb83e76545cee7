import type { Locator, Page } from '@playwright/test';
import { localDateIn } from '@ronda/shared';
import { expect, test } from '../support/fixtures';
import { stubTiles } from '../support/map-tiles';
import { demoSession, DEMO, seedSession } from '../support/session';

/**
 * Issue 27: every console page and modal on a 390 px phone, the demo company's admin signed in.
 * Nothing may scroll sideways: not the page, not a dialog.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function expectNoSidewaysScroll(page: Page, what: string) {
  const found = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const outside = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.right > width + 1;
    };
    // What sticks out, to name the culprit (map tiles live in a clipped pane of their own).
    const widest = Array.from(document.querySelectorAll('body *'))
      .filter((el) => outside(el) && !el.closest('.leaflet-container'))
      .slice(0, 4)
      .map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}">`);
    const dialogs = Array.from(document.querySelectorAll('dialog[open]')).map((d) => ({
      scroll: d.scrollWidth,
      client: d.clientWidth,
      right: Math.round(d.getBoundingClientRect().right),
    }));
    return { width, page: document.documentElement.scrollWidth, dialogs, widest };
  });
  const detail = `${what}: ${found.page}px wide on a ${found.width}px screen; sticking out: ${found.widest.join(' ') || 'nothing'}`;
  expect(found.page, detail).toBeLessThanOrEqual(found.width);
  for (const dialog of found.dialogs) {
    expect(dialog.scroll, `${what}: the dialog scrolls sideways. ${detail}`).toBeLessThanOrEqual(
      dialog.client,
    );
    expect(dialog.right, `${what}: the dialog is cut off. ${detail}`).toBeLessThanOrEqual(
      found.width,
    );
  }
}

async function checkModal(page: Page, opener: Locator, name: string | RegExp) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectNoSidewaysScroll(page, `the ${String(name)} dialog`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test.describe('issue 27: every console page and modal at 390 px @mobile-only', () => {
  test.beforeEach(async ({ page }) => {
    await seedSession(page);
    await stubTiles(page);
  });

  test('the dashboard, location, subscription pages', async ({ page }) => {
    for (const path of ['/dashboard', '/payment']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSidewaysScroll(page, path);
    }
    const employee = await demoSession(page, DEMO.employee);
    const today = localDateIn(new Date(), 'Asia/Kolkata');
    await page.goto(`/location?employeeId=${employee.user.id}&date=${today}`);
    await expect(page.getByRole('heading', { name: 'Employee Live Location' })).toBeVisible();
    await expect(page.getByText('Loading Location Data...')).toBeHidden();
    await expectNoSidewaysScroll(page, '/location with a day');
  });

  test('the account page, both tabs and their modals', async ({ page }) => {
    await page.goto('/account');
    await expect(page.getByRole('tab', { name: 'Account Information' })).toBeVisible();
    await page.getByRole('tab', { name: 'Account Information' }).click();
    await expect(page.getByRole('button', { name: 'Edit company' })).toBeVisible();
    await expectNoSidewaysScroll(page, '/account');
    await checkModal(page, page.getByRole('button', { name: 'Edit company' }), 'Edit company');
    await page.getByRole('tab', { name: 'Organization Structure' }).click();
    await expect(page.getByRole('button', { name: 'New department' })).toBeVisible();
    await expectNoSidewaysScroll(page, '/account, Organization Structure');
    await checkModal(page, page.getByRole('button', { name: 'New department' }), 'New department');
    await checkModal(
      page,
      page.getByRole('button', { name: /Maria Fernandes/ }).first(),
      /Maria Fernandes/,
    );
    await checkModal(page, page.getByRole('button', { name: 'Create join code' }), 'Join code');
  });

  test('the tasks page, its list before its map, and the task modals', async ({ page }) => {
    await page.goto('/tasks');
    await expect(page.getByText(/^\d+ \/ \d+ Task\(s\)$/)).toBeVisible();
    await expectNoSidewaysScroll(page, '/tasks');
    // On a phone the list comes first; the map is a tap away.
    await expect(page.locator('#tasks-map')).toBeAttached();
    const list = await page.getByRole('article').first().boundingBox();
    const map = await page.locator('#tasks-map').boundingBox();
    expect(list && map && list.y < map.y, 'the list is above the map').toBe(true);

    await checkModal(
      page,
      page.getByRole('button', { name: 'Create Task' }).first(),
      'Create Task',
    );
    const card = page.getByRole('article').first();
    await card.locator('button[aria-expanded]').click();
    for (const action of ['Assign Employee', 'Create Subtask', 'Reject', 'Resolve']) {
      const button = card.getByRole('button', { name: action, exact: true });
      if ((await button.count()) === 0) continue;
      await checkModal(page, button, new RegExp(`^(${action}|${action} Task)`));
    }
  });

  test('issue 28: the tasks page with a notice, a search, a selection and the bulk dialog', async ({
    page,
  }) => {
    await page.goto('/tasks?departmentId=bad');
    await expect(page.getByText(/removed/i).first()).toBeVisible();
    await expectNoSidewaysScroll(page, '/tasks with a filter notice');
    await page.getByRole('search').getByRole('searchbox').fill('bin');
    await expect(page).toHaveURL(/q=bin/);
    await page.getByRole('search').getByRole('searchbox').fill('');
    await expect(page).not.toHaveURL(/q=bin/);
    const bar = page.getByRole('group', { name: 'Selected tasks' });
    await bar.getByLabel('Select all on this page').click();
    await expect(bar.getByText(/^\d+ selected$/)).toBeVisible();
    await expectNoSidewaysScroll(page, '/tasks with a selection');
    await checkModal(page, bar.getByRole('button', { name: 'Resolve' }), /^Resolve \d+ tasks?$/);
    await checkModal(page, bar.getByRole('button', { name: 'Assign' }), /^Assign \d+ tasks?$/);
  });

  test('issue 29: the reports page, its day grid scrolling sideways in a box of its own', async ({
    page,
  }) => {
    await page.goto('/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(page.getByText('Loading attendance…')).toBeHidden();
    await expectNoSidewaysScroll(page, '/reports');
    const grid = page.getByRole('region', { name: /day by day/ });
    await expect(grid).toBeVisible();
    // A month of days is wider than the phone: the box scrolls, the page does not.
    const box = await grid.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
    expect(box.scroll).toBeGreaterThan(box.client);
    await page.getByLabel('Period', { exact: true }).selectOption('range');
    await expect(page.getByLabel('From', { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page, '/reports, choosing days');
  });
});
