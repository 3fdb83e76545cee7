import { expect, test } from '../support/fixtures';
import { ConsoleShell } from '../support/console-shell';
import { seedSession } from '../support/session';

const CONSOLE_PAGES = [
  { id: 'PUB-RTE-19', path: '/dashboard', heading: 'Dashboard' },
  { id: 'PUB-RTE-20', path: '/account', heading: 'Account Settings' },
  { id: 'PUB-RTE-21', path: '/payment', heading: 'Monthly Subscription' },
  { id: 'PUB-RTE-22', path: '/tasks', heading: 'Tasks' },
  { id: 'PUB-RTE-23', path: '/location', heading: 'Employee Live Location' },
  { id: 'CON-NAV', path: '/reports', heading: 'Reports' },
] as const;

const FALLBACKS = [
  { id: 'PUB-RTE-24', label: 'an unknown path', paths: ['/no-such-page', '/dashboard/extra'] },
  {
    id: 'PUB-RTE-25',
    label: 'the public pages',
    paths: [
      '/',
      '/login',
      '/pricing',
      '/contact',
      '/privacy',
      '/terms',
      '/refund',
      '/account-deletion',
    ],
  },
  { id: 'PUB-RTE-26', label: '/admin', paths: ['/admin'] },
  {
    id: 'PUB-RTE-27',
    label: 'the customer request pages',
    paths: ['/customer', '/company/42/customer'],
  },
] as const;

test.beforeEach(async ({ page }) => {
  await seedSession(page);
});

for (const { id, path, heading } of CONSOLE_PAGES) {
  test(`${id} signed in, ${path} is served inside the sidebar layout`, async ({ page }) => {
    const shell = new ConsoleShell(page);
    await page.goto(path);
    await shell.expectOnPage(path, heading);
    await shell.expectSidebarLayout();
  });
}

for (const { id, label, paths } of FALLBACKS) {
  test.describe(() => {
    // An unknown path is answered 404 (issue 18), which Chromium logs as a console error.
    if (id === 'PUB-RTE-24') test.use({ allowedConsoleErrors: /status of 404/ });
    test(`${id} signed in, ${label} falls back to the dashboard`, async ({ page }) => {
      const shell = new ConsoleShell(page);
      for (const path of paths) {
        await page.goto(path);
        await shell.expectOnPage('/dashboard', 'Dashboard');
        await shell.expectSidebarLayout();
      }
    });
  });
}

test('PUB-RTE-24 the fallback replaces the history entry, so Back does not bounce', async ({
  page,
}) => {
  const shell = new ConsoleShell(page);
  await page.goto('/tasks');
  await shell.expectOnPage('/tasks', 'Tasks');
  await page.goto('/pricing');
  await shell.expectOnPage('/dashboard', 'Dashboard');
  await page.goBack();
  await shell.expectOnPage('/tasks', 'Tasks');
});

test('PUB-RTE-28 PUB-RTE-29 signed in, /pilot stays reachable and has no sidebar', async ({
  page,
}) => {
  await page.goto('/pilot');
  await expect(page).toHaveURL((url) => url.pathname === '/pilot');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Co-Create the Future of Business Operations',
  );
  await expect(page.locator('#console-sidebar')).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('PUB-AUTH-08..10 a stored session is restored on load with the user and company', async ({
  page,
}) => {
  const shell = new ConsoleShell(page);
  await page.goto('/dashboard');
  await shell.expectSidebarLayout();
  await page.reload();
  await shell.expectOnPage('/dashboard', 'Dashboard');
  await shell.openSidebar();
  await expect(shell.sidebar).toContainText('Rohan Kamat');
  await expect(shell.sidebar).toContainText('Mandovi Field Services');
});
