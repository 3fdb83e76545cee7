import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { DEMO, seedSession } from '../support/session';

/**
 * Issue 29: the reports page's four tabs, each in the address, and each report's files as the
 * buttons download them.
 */

/** The distance tab has answered: its totals, or the words for a period without travel. */
async function distanceShown(page: Page) {
  await expect(
    page
      .getByRole('region', { name: 'Totals', exact: true })
      .or(page.getByText('No travel in this period')),
  ).toBeVisible();
}

test.describe('issue 29: the reports tabs', () => {
  test('an admin moves between the tabs, each in the address, and Back returns', async ({
    page,
  }) => {
    await seedSession(page, DEMO.admin);
    await page.goto('/reports');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveText(['Attendance', 'Distance', 'Tasks', 'Visits']);
    await page.getByRole('tab', { name: 'Distance' }).click();
    await expect(page).toHaveURL(/\/reports\?report=distance$/);
    await distanceShown(page);
    await expect(
      page.getByText(/^Rates: /).or(page.getByText('No travel in this period')),
    ).toBeVisible();

    await page.getByRole('tab', { name: 'Visits' }).click();
    await expect(page).toHaveURL(/report=visits/);
    await page.goBack();
    await expect(page).toHaveURL(/report=distance/);
    await expect(page.getByRole('tab', { name: 'Distance' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.goBack();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(page.getByRole('table', { name: /summary/ })).toBeVisible();
  });

  test('the tasks and visits tabs answer, and every format downloads as a real file', async ({
    page,
  }) => {
    await seedSession(page, DEMO.admin);
    await page.goto('/reports?report=tasks&period=this-month');
    await expect(
      page
        .getByRole('region', { name: 'Totals', exact: true })
        .or(page.getByText('No tasks in this period')),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Visits' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Totals', exact: true })
        .or(page.getByText('No visits in this period')),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'Attendance' }).click();
    await expect(page.getByRole('table', { name: /summary/ })).toBeVisible();
    // A workbook is a zip (PK), a PDF starts %PDF-, the CSV with a byte-order mark.
    for (const [button, extension, start] of [
      ['Download Excel', 'xlsx', 'PK'],
      ['Download PDF', 'pdf', '%PDF-'],
      ['Download CSV', 'csv', '\uFEFFName'],
    ] as const) {
      const saved = page.waitForEvent('download');
      await page.getByRole('button', { name: button }).click();
      const download = await saved;
      expect(download.suggestedFilename()).toMatch(new RegExp(`^attendance-.*\\.${extension}$`));
      const bytes = await fs.readFile(await download.path());
      expect(bytes.toString('utf8').startsWith(start)).toBe(true);
    }
  });

  test('a link with an unknown report opens attendance', async ({ page }) => {
    await seedSession(page, DEMO.admin);
    await page.goto('/reports?report=payroll&period=last-month');
    await expect(page).toHaveURL(/\/reports\?period=last-month$/);
    await expect(page.getByRole('tab', { name: 'Attendance' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('an employee sees "My distance", their own', async ({ page }) => {
    await seedSession(page, DEMO.employee);
    await page.goto('/reports?report=distance');
    await expect(page.getByRole('tab', { name: 'My distance' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await distanceShown(page);
  });

  test.describe('on a 390 px phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the distance tab does not scroll sideways; its tables pan in their own boxes', async ({
      page,
    }) => {
      await seedSession(page, DEMO.admin);
      await page.goto('/reports?report=distance');
      await distanceShown(page);
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        screen: document.documentElement.clientWidth,
      }));
      expect(widths.page).toBeLessThanOrEqual(widths.screen);
    });
  });
});
