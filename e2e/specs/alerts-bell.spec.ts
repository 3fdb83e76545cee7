import { randomUUID } from 'node:crypto';
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { queryE2eDatabase } from '../support/database';
import { seedSession } from '../support/session';

/**
 * Issue 30: an alert that opens while the console is on screen reaches the bell by the live
 * stream, with no reload (without the stream the count would wait for a minute's poll).
 */

const unreadOf = async (bell: Locator): Promise<number> => {
  const label = (await bell.getAttribute('aria-label')) ?? '';
  const count = /^Alerts, (\d+) unread$/.exec(label)?.[1];
  return count === undefined ? Number.NaN : Number(count);
};

test.describe('issue 30 the alerts bell', () => {
  const opened: string[] = [];
  test.afterEach(async () => {
    if (opened.length > 0) {
      await queryE2eDatabase('delete from alerts where id = any($1::uuid[])', [opened]);
    }
    opened.length = 0;
  });

  test('an alert opened in the database shows in the bell live, and in its list', async ({
    page,
  }) => {
    const session = await seedSession(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    const bell = page.getByRole('button', { name: /^Alerts, \d+ unread$/ });
    await expect(bell).toBeVisible();
    const before = await unreadOf(bell);
    expect(before).not.toBeNaN();

    // Other tests may open alerts for the demo company at the same time: at least one more.
    const message = `E2E bell ${randomUUID()}`;
    const rows = await queryE2eDatabase<{ id: string }>(
      `insert into alerts (company_id, kind, user_id, episode, message)
       values ($1, 'silent', $2, $3, $4) returning id`,
      [session.company.id, session.user.id, `e2e-bell:${randomUUID()}`, message],
    );
    opened.push(...rows.map((r) => r.id));
    await expect.poll(() => unreadOf(bell), { timeout: 15_000 }).toBeGreaterThan(before);

    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Alerts' });
    // The alerts sweep may have closed it already (the admin is not punched in): All lists it
    // either way.
    await panel.getByRole('button', { name: 'All', exact: true }).click();
    const item = panel.getByRole('link', { name: new RegExp(`^Phone silent.*unread.*${message}`) });
    await expect(item).toBeVisible();
    await expect(item).toHaveAttribute(
      'href',
      new RegExp(`^/location\\?employeeId=${session.user.id}&date=`),
    );
  });
});
