import fs from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { DEMO, seedSession } from '../support/session';

/**
 * Issue 29: /reports for each role, at the address the sidebar gives. The demo company's people
 * punch in every day (the seed), so this month has figures for everyone an admin may see.
 */
test.describe('issue 29: the reports page for each role', () => {
  test('an admin opens Reports from the sidebar, sees the company, downloads the CSV, changes the period in the address, and Back returns', async ({
    page,
  }) => {
    await seedSession(page, DEMO.admin);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Reports' }).first().click();
    await expect(page).toHaveURL(/\/reports$/);
    const summary = page.getByRole('table', { name: /summary/ });
    await expect(summary).toBeVisible();
    const everyone = await summary.locator('tbody tr').count();
    expect(everyone).toBeGreaterThan(2);
    await expect(page.getByRole('region', { name: /day by day/ })).toBeVisible();

    // The Daily rows as a file, as Excel opens it: UTF-8 with a byte-order mark.
    const saved = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const download = await saved;
    expect(download.suggestedFilename()).toMatch(
      /^attendance-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.csv$/,
    );
    const bytes = await fs.readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8').split('\r\n')[0]).toContain('Name,Departments,Date,Status');

    await page.getByLabel('Period', { exact: true }).selectOption('last-month');
    await expect(page).toHaveURL(/period=last-month/);
    await expect(summary).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/reports$/);
  });

  test('a supervisor sees their teams only; an employee sees "My attendance" and no filters', async ({
    page,
  }) => {
    const admin = await page.request.post('/api/auth/demo-login', { data: { email: DEMO.admin } });
    const adminToken = ((await admin.json()) as { token: string }).token;
    const supervisor = await seedSession(page, DEMO.supervisor);
    await page.goto('/reports');
    const summary = page.getByRole('table', { name: /summary/ });
    await expect(summary).toBeVisible();
    await expect(
      summary.getByRole('rowheader', { name: new RegExp(supervisor.user.firstName) }),
    ).toBeVisible();
    const all = await page.request.get(`/api/reports/attendance?from=2026-11-01&to=2026-11-02`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    const company = ((await all.json()) as { report: { people: unknown[] } }).report.people.length;
    const mine = await page.request.get(`/api/reports/attendance?from=2026-11-01&to=2026-11-02`, {
      headers: { authorization: `Bearer ${supervisor.token}` },
    });
    const people = ((await mine.json()) as { report: { people: unknown[] } }).report.people.length;
    expect(people).toBeLessThan(company);

    const employeePage = await page.context().newPage();
    await seedSession(employeePage, DEMO.employee);
    await employeePage.goto('/reports');
    await expect(employeePage.getByRole('tab', { name: 'My attendance' })).toBeVisible();
    const own = employeePage.getByRole('table', { name: /^My attendance, summary/ });
    await expect(own).toBeVisible();
    await expect(own.locator('tbody tr')).toHaveCount(1);
    await expect(employeePage.getByLabel('Department')).toHaveCount(0);
  });
});
