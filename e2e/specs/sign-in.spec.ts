import { test, expect } from '../support/fixtures';
import { ConsoleShell } from '../support/console-shell';
import { DEMO, demoSession, readStoredAuth } from '../support/session';

test.describe('sign-in and the session (PUB-LOGIN, PUB-AUTH)', () => {
  test('PUB-LOGIN-01 PUB-AUTH-01..04 demo sign-in lands on /dashboard in the sidebar layout', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.getByRole('button', { name: /Rohan Kamat\s*Admin/ }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await new ConsoleShell(page).expectSidebarLayout();
    const stored = await readStoredAuth(page);
    expect(stored.authToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.parse(stored.user ?? '{}')).toMatchObject({ email: DEMO.admin, role: 'admin' });
    expect(JSON.parse(stored.company ?? '{}').name).toMatch(/^Mandovi Field Services/);
  });

  test('PUB-AUTH-13 the demo people are badged with the three roles: Admin, Supervisor, Employee', async ({
    page,
  }) => {
    await page.goto('/login');
    const demo = page.getByRole('region', { name: 'Explore the demo company' });
    await expect(demo.getByRole('button')).toHaveText([
      /Rohan Kamat\s*Admin$/,
      /\s*Supervisor$/,
      /\s*Employee$/,
    ]);
  });

  test.describe('with a token the server no longer accepts', () => {
    test.use({ allowedConsoleErrors: /status of 401/ });

    test('PUB-AUTH-12 the 401 drops the stored token and shows the logged-out layout', async ({
      page,
    }) => {
      await page.addInitScript(() => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('authToken', 'A'.repeat(43));
        localStorage.setItem('user', JSON.stringify({ firstName: 'Gone' }));
        localStorage.setItem('company', JSON.stringify({ name: 'Gone Co' }));
      });
      await page.goto('/dashboard');
      await expect(page.getByText('Please log in to access the dashboard')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('#console-sidebar')).toHaveCount(0);
      expect(await readStoredAuth(page)).toEqual({ authToken: null, user: null, company: null });
    });
  });

  test('PUB-RTE-58 Logout ends the session on the server too', async ({ page }) => {
    const session = await demoSession(page, DEMO.employee);
    await page.addInitScript((value) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('authToken', value.token);
      localStorage.setItem('user', JSON.stringify(value.user));
      localStorage.setItem('company', JSON.stringify(value.company));
    }, session);
    await page.goto('/dashboard');
    const shell = new ConsoleShell(page);
    await shell.openSidebar();
    await shell.entry('Logout').click();
    await expect(page).toHaveURL(/\/$/);
    const me = await page.request.get('/api/auth/me', {
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(me.status()).toBe(401);
  });

  test('a signed-in revisit refreshes the stored user from the server', async ({ page }) => {
    const session = await demoSession(page, DEMO.supervisor);
    await page.addInitScript((token) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('user', JSON.stringify({ firstName: 'Stale' }));
      localStorage.setItem('company', JSON.stringify({ name: 'Stale' }));
    }, session.token);
    await page.goto('/dashboard');
    await expect
      .poll(async () => JSON.parse((await readStoredAuth(page)).user ?? '{}').email)
      .toBe(DEMO.supervisor);
  });
});
