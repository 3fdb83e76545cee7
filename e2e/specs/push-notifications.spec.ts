import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { createFieldCompany, SITE, type FieldCompany } from '../support/field-company';
import { seedSession } from '../support/session';

/**
 * Issue 30, the browser side of Web Push. No push service is reachable from the test machine, so
 * pushes go straight to the service worker through the DevTools protocol (the Application
 * panel's "Push" button does the same), with the data the server would send. A tap on a real
 * notification cannot be made headless: its handler is unit-tested (field/push/push-sw.test.ts);
 * here the page it opens is followed.
 */
test.use({
  viewport: { width: 390, height: 844 },
  geolocation: SITE,
  permissions: ['geolocation', 'notifications'],
});

interface Shown {
  title: string;
  body: string;
  tag: string;
  icon: string;
  url: unknown;
}

/** The worker registrations Chromium reports, by scope, as they appear. */
async function watchRegistrations(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const byScope = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
    for (const r of registrations) {
      if (r.isDeleted) byScope.delete(r.scopeURL);
      else byScope.set(r.scopeURL, r.registrationId);
    }
  });
  await cdp.send('ServiceWorker.enable');
  const idOf = async (scopeURL: string) => {
    await expect.poll(() => byScope.get(scopeURL), { timeout: 20_000 }).toBeTruthy();
    return byScope.get(scopeURL) ?? '';
  };
  return { cdp, idOf };
}

function deliver(cdp: CDPSession, origin: string, registrationId: string, data: unknown) {
  return cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId,
    data: JSON.stringify(data),
  });
}

/** The notifications a registration shows now, as the page can read them. */
function notificationsOf(page: Page, scope: string): Promise<Shown[]> {
  return page.evaluate(async (at) => {
    const registration = await navigator.serviceWorker.getRegistration(at);
    const shown = (await registration?.getNotifications()) ?? [];
    return shown.map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      icon: n.icon,
      url: (n.data as { url?: unknown } | null)?.url,
    }));
  }, scope);
}

test.describe('Web Push: notifications in the browser', () => {
  let co: FieldCompany;

  test.beforeAll(async ({ baseURL }) => {
    co = await createFieldCompany(baseURL ?? '');
  });

  test('a push about a new task shows a notification, and its page opens that task', async ({
    page,
    context,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    await seedSession(page, co.employeeEmail);
    const { cdp, idOf } = await watchRegistrations(context, page);
    await page.goto('/field/');
    await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, null, {
      timeout: 20_000,
    });
    // The switch is offered on My tasks; nothing was asked on load.
    await page.getByRole('button', { name: 'My tasks' }).click();
    await expect(page.getByRole('button', { name: 'Notify me of new tasks' })).toBeVisible();

    const url = `/field/?task=${co.taskId}`;
    await deliver(cdp, origin, await idOf(`${origin}/field`), {
      title: 'New task for you',
      body: co.taskDescription,
      url,
      tag: `task-${co.taskId}`,
    });
    await expect
      .poll(() => notificationsOf(page, '/field'), { timeout: 10_000 })
      .toEqual([
        {
          title: 'New task for you',
          body: co.taskDescription,
          tag: `task-${co.taskId}`,
          icon: `${origin}/field/icons/icon-192.png`,
          url: `${origin}${url}`,
        },
      ]);

    // Where a tap takes the app: the task's details, and the address without the parameter.
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 2, name: co.taskDescription })).toBeVisible();
    await expect(page).toHaveURL(`${origin}/field/`);
    await page.getByRole('button', { name: 'Back to my tasks' }).click();
    await expect(page.getByRole('list', { name: 'My tasks' })).toBeVisible();
  });

  test("the console's worker is served at the root and shows an admin's alert", async ({
    page,
    context,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    await seedSession(page, co.adminEmail);
    const { cdp, idOf } = await watchRegistrations(context, page);
    await page.goto('/dashboard');
    // Registered as the alerts panel's switch does, without subscribing (no push service here).
    await page.evaluate(async () => {
      await navigator.serviceWorker.register('/console-sw.js', { scope: '/' });
      await navigator.serviceWorker.ready;
    });
    const alertUrl = `/tasks?q=${co.taskId.slice(0, 8)}`;
    await deliver(cdp, origin, await idOf(`${origin}/`), {
      title: 'Task overdue',
      body: co.taskDescription,
      url: alertUrl,
      tag: 'alert-overdue',
    });
    await expect
      .poll(() => notificationsOf(page, '/'), { timeout: 10_000 })
      .toEqual([expect.objectContaining({ title: 'Task overdue', url: `${origin}${alertUrl}` })]);

    // The field app still gets its own worker beside it: `/field` is the longer scope.
    await page.goto('/field/');
    await page.waitForFunction(
      () => navigator.serviceWorker?.controller?.scriptURL.endsWith('/field/sw.js') === true,
      null,
      { timeout: 20_000 },
    );
  });
});
