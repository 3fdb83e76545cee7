import { expect, test } from '../support/fixtures';
import { ConsoleShell, SIDEBAR_ENTRIES } from '../support/console-shell';
import { HOME_HEADING, PublicSite } from '../support/public-site';
import { readStoredAuth, seedSession } from '../support/session';

const SIDEBAR_LINKS = [
  { id: 'PUB-RTE-51', name: 'Dashboard', path: '/dashboard', heading: 'Dashboard', from: '/tasks' },
  {
    id: 'PUB-RTE-52',
    name: 'Location',
    path: '/location',
    heading: 'Employee Live Location',
    from: '/dashboard',
  },
  { id: 'PUB-RTE-53', name: 'Tasks', path: '/tasks', heading: 'Tasks', from: '/dashboard' },
  { id: 'CON-NAV', name: 'Reports', path: '/reports', heading: 'Reports', from: '/dashboard' },
  {
    id: 'PUB-RTE-54',
    name: 'Account',
    path: '/account',
    heading: 'Account Settings',
    from: '/dashboard',
  },
] as const;

test.beforeEach(async ({ page }) => {
  await seedSession(page);
});

for (const { id, name, path, heading, from } of SIDEBAR_LINKS) {
  test(`${id} the sidebar has "${name}", which goes to ${path}`, async ({ page }) => {
    const shell = new ConsoleShell(page);
    await page.goto(from);
    await shell.openSidebar();
    await shell.entry(name).click();
    await shell.expectOnPage(path, heading);
    // Following a link closes the drawer on mobile: open it again to look at the current entry.
    await shell.openSidebar();
    await expect(shell.entry(name)).toHaveAttribute('aria-current', 'page');
  });
}

test('PUB-RTE-55 PUB-RTE-57 the sidebar lists exactly Dashboard, Location, Tasks, Reports (issue 29), Account and Logout', async ({
  page,
}) => {
  const shell = new ConsoleShell(page);
  await page.goto('/payment');
  await shell.expectOnPage('/payment', 'Monthly Subscription');
  await shell.openSidebar();
  await expect(shell.nav.getByRole('listitem')).toHaveText([...SIDEBAR_ENTRIES]);
  await expect(shell.entry('Logout')).toBeVisible();
  await expect(shell.nav.locator('a[href="/payment"]')).toHaveCount(0);
});

test('PUB-RTE-56 the collapse toggle collapses the sidebar to icons and expands it again @desktop-only', async ({
  page,
}) => {
  const shell = new ConsoleShell(page);
  await page.goto('/dashboard');
  const toggle = shell.collapseToggle;
  await expect(toggle).toHaveAccessibleName('Collapse sidebar');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(async () => (await shell.sidebar.boundingBox())?.width).toBeGreaterThan(200);

  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Expand sidebar');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(async () => (await shell.sidebar.boundingBox())?.width).toBeLessThanOrEqual(80);
  // Icons only, but every entry keeps its name and still works.
  await expect(shell.nav.getByRole('listitem')).toHaveCount(SIDEBAR_ENTRIES.length);
  await shell.entry('Tasks').click();
  await shell.expectOnPage('/tasks', 'Tasks');

  await toggle.click();
  await expect(toggle).toHaveAccessibleName('Collapse sidebar');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(async () => (await shell.sidebar.boundingBox())?.width).toBeGreaterThan(200);
});

test('PUB-RTE-56 at 768 px the sidebar is a drawer: Menu opens it; a link, Escape or the backdrop close it @mobile-only', async ({
  page,
}) => {
  const shell = new ConsoleShell(page);
  await page.goto('/dashboard');
  await expect(shell.menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(shell.menuButton).toHaveAttribute('aria-controls', 'console-sidebar');
  await expect(shell.nav).toBeHidden();

  await shell.openSidebar();
  await expect(shell.nav).toBeVisible();
  await expect(shell.sidebar.getByRole('button', { name: 'Close menu' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(shell.sidebar).toHaveAttribute('data-state', 'closed');
  await expect(shell.menuButton).toBeFocused();

  await shell.openSidebar();
  await shell.backdrop.click();
  await expect(shell.sidebar).toHaveAttribute('data-state', 'closed');
  await expect(shell.backdrop).toHaveCount(0);

  await shell.openSidebar();
  await shell.entry('Location').click();
  await shell.expectOnPage('/location', 'Employee Live Location');
  await expect(shell.sidebar).toHaveAttribute('data-state', 'closed');
  await expect(shell.menuButton).toHaveAttribute('aria-expanded', 'false');
});

test('touch targets in the drawer are at least 44 px tall on mobile @mobile-only', async ({
  page,
}) => {
  const shell = new ConsoleShell(page);
  await page.goto('/dashboard');
  await expect
    .poll(async () => (await shell.menuButton.boundingBox())?.height)
    .toBeGreaterThanOrEqual(44);
  await shell.openSidebar();
  for (const name of SIDEBAR_ENTRIES) {
    const box = await shell.entry(name).boundingBox();
    expect(box?.height, name).toBeGreaterThanOrEqual(44);
  }
});

test('PUB-RTE-58 PUB-RTE-59 Logout clears authToken, user and company and goes to / logged out', async ({
  page,
}) => {
  const shell = new ConsoleShell(page);
  await page.goto('/tasks');
  await shell.expectOnPage('/tasks', 'Tasks');
  expect((await readStoredAuth(page)).authToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

  await shell.openSidebar();
  await shell.entry('Logout').click();

  const site = new PublicSite(page);
  await site.expectPath('/');
  await expect(site.heading).toHaveText(HOME_HEADING);
  expect(await readStoredAuth(page)).toEqual({ authToken: null, user: null, company: null });
  await expect(shell.sidebar).toHaveCount(0);
  await site.openNav();
  await expect(site.navLink('Login')).toBeVisible();

  // Still logged out after a reload, and the console paths ask to log in again.
  await page.goto('/dashboard');
  await expect(site.heading).toHaveText('Please log in to access the dashboard');
});
