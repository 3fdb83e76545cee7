import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { HOME_HEADING } from '../support/public-site';

/** The home page's sections, in the order of public-site-and-sign-in.md §2.2. */
const SECTION_ORDER = [
  'hero',
  'onboarding',
  'tools',
  'pilot',
  'insights',
  'applications',
  'download',
  'closing',
] as const;
type SectionName = (typeof SECTION_ORDER)[number];

const section = (page: Page, name: SectionName) => page.locator(`[data-home-section="${name}"]`);

/** The page arrives prerendered; its buttons work from the first paint (taps are held). */
async function gotoHome(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING);
}

test.describe('home page sections (public-site-and-sign-in.md §2.2)', () => {
  test.beforeEach(async ({ page }) => {
    await gotoHome(page);
  });

  test('PUB-HOME-19 the sections come in the spec order: hero, onboarding, core tools, pilot, insights, applications, downloads, closing', async ({
    page,
  }) => {
    const order = await page
      .locator('[data-home-section]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-home-section')));
    expect(order).toEqual([...SECTION_ORDER]);
    // Each one is a landmark region named by its heading.
    for (const name of SECTION_ORDER) {
      await expect(section(page, name)).toBeVisible();
      await expect(section(page, name)).toHaveAccessibleName(/\w/);
    }
    await expect(page.getByRole('main').getByRole('region')).toHaveCount(SECTION_ORDER.length);
  });

  test('PUB-HOME-03 PUB-HOME-04 PUB-HOME-05 PUB-CONST-18 PUB-CONST-19 onboarding: company app in about 30 seconds, employee app in about 10 seconds by QR code', async ({
    page,
  }) => {
    const onboarding = section(page, 'onboarding');
    await expect(onboarding.getByRole('heading', { level: 2 })).toBeVisible();
    const companyApp = onboarding
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Company app', exact: true }) });
    const employeeApp = onboarding
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Employee app', exact: true }) });
    await expect(companyApp).toContainText('about 30 seconds');
    await expect(companyApp).toContainText(/company app/i);
    await expect(employeeApp).toContainText('about 10 seconds');
    await expect(employeeApp).toContainText('QR code');
  });

  test('PUB-HOME-06 PUB-HOME-07 PUB-HOME-08 PUB-HOME-09 PUB-HOME-10 core tools: employee timelines, task management, customer management, location services', async ({
    page,
  }) => {
    const tools = section(page, 'tools');
    await expect(tools.getByRole('heading', { level: 2 })).toHaveText('Core tools');
    await expect(tools.getByRole('heading', { level: 3 })).toHaveText([
      'Employee timelines',
      'Task management',
      'Customer management',
      'Location services',
    ]);
    // Each tool is a card with a description, not a bare title.
    for (const card of await tools.getByRole('listitem').all()) {
      await expect(card.locator('p')).toHaveText(/\w{3,}.*\w{3,}/);
    }
  });

  test('PUB-HOME-11 PUB-HOME-13 PUB-CONST-22 pilot call to action: 3 months with early access and dedicated support', async ({
    page,
  }) => {
    const pilot = section(page, 'pilot');
    await expect(pilot.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(pilot).toContainText('3 months');
    await expect(pilot).toContainText('early access');
    await expect(pilot).toContainText('dedicated support');
    const link = pilot.getByRole('link', { name: /pilot/i });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', '/pilot');
  });

  test('PUB-HOME-12 the pilot button loads /pilot as a new document (not client-side routing)', async ({
    page,
  }) => {
    // A marker that survives client-side routing but not a document load.
    await page.evaluate(() => {
      (window as unknown as { __sameDocument?: boolean }).__sameDocument = true;
    });
    const documentRequest = page.waitForRequest(
      (request) =>
        request.isNavigationRequest() &&
        request.resourceType() === 'document' &&
        new URL(request.url()).pathname === '/pilot',
    );
    await section(page, 'pilot').getByRole('link', { name: /pilot/i }).click();
    await documentRequest;
    await expect(page).toHaveURL((url) => url.pathname === '/pilot');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Co-Create the Future of Business Operations',
    );
    const marker = await page.evaluate(
      () => (window as unknown as { __sameDocument?: boolean }).__sameDocument,
    );
    expect(marker).toBeUndefined();
    const navigation = await page.evaluate(() => {
      const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return entry ? { path: new URL(entry.name).pathname, type: entry.type } : null;
    });
    expect(navigation).toEqual({ path: '/pilot', type: 'navigate' });
  });

  test('PUB-HOME-14 real-time insights section', async ({ page }) => {
    const insights = section(page, 'insights');
    await expect(insights.getByRole('heading', { level: 2 })).toHaveText('Real-time insights');
    await expect(insights.getByRole('heading', { level: 3 })).toHaveCount(4);
  });

  test('PUB-HOME-15 ideal applications: field service, sales and delivery, waste management, distributed workforces', async ({
    page,
  }) => {
    const applications = section(page, 'applications');
    await expect(applications.getByRole('heading', { level: 2 })).toHaveText('Ideal applications');
    await expect(applications.getByRole('heading', { level: 3 })).toHaveText([
      'Field service',
      'Sales and delivery',
      'Waste management',
      'Distributed workforces',
    ]);
  });

  test('PUB-HOME-16 download section links to the Android and iOS apps', async ({ page }) => {
    const download = section(page, 'download');
    await expect(download.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(download).toContainText('Android');
    await expect(download).toContainText('iOS');
    const android = download.getByRole('link', { name: /Google Play/ });
    const ios = download.getByRole('link', { name: /App Store/ });
    await expect(android).toHaveAttribute('href', /^https:\/\/play\.google\.com\//);
    await expect(ios).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//);
    for (const link of [android, ios]) {
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });

  test('the page uses in-house art only: no images or scripts from other sites', async ({
    page,
  }) => {
    const foreign = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new URL(name).origin !== window.location.origin),
    );
    expect(foreign).toEqual([]);
    await expect(page.locator('main img')).toHaveCount(0);
  });
});

const REQUEST_BUTTONS = [
  {
    ids: 'PUB-HOME-01 PUB-REQ-02',
    where: 'hero',
    button: 'Request a Demo',
    title: 'Request a Demo',
  },
  {
    ids: 'PUB-HOME-02 PUB-REQ-03',
    where: 'hero',
    button: 'Schedule Consultation',
    title: 'Schedule Consultation',
  },
  {
    ids: 'PUB-HOME-17 PUB-REQ-03',
    where: 'closing',
    button: 'Schedule Consultation',
    title: 'Schedule Consultation',
  },
  {
    ids: 'PUB-HOME-18 PUB-REQ-04',
    where: 'closing',
    button: 'Request Information',
    title: 'Request Information',
  },
] as const;

test.describe('home page buttons open the request modal (§2.2, §2.3)', () => {
  for (const { ids, where, button, title } of REQUEST_BUTTONS) {
    test(`${ids} the ${where} button "${button}" opens the modal titled "${title}"`, async ({
      page,
    }) => {
      await gotoHome(page);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await section(page, where).getByRole('button', { name: button, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAccessibleName(title);
      await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(title);
    });
  }

  test('the hero has exactly one saffron call to action: Request a Demo (DESIGN.md)', async ({
    page,
  }) => {
    await gotoHome(page);
    const accent = await page
      .getByRole('main')
      .locator('a, button')
      .evaluateAll(
        (nodes) =>
          nodes.filter(
            (node) => getComputedStyle(node).backgroundColor === 'rgb(242, 165, 65)', // #F2A541
          ).length,
      );
    expect(accent).toBe(1);
  });
});

test.describe('home page without JavaScript (prerendered)', () => {
  test.use({ javaScriptEnabled: false });

  test('every section and its copy is in the HTML before scripts run', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HOME_HEADING);
    const order = await page
      .locator('[data-home-section]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-home-section')));
    expect(order).toEqual([...SECTION_ORDER]);
    await expect(section(page, 'onboarding')).toContainText('about 30 seconds');
    await expect(section(page, 'pilot').getByRole('link', { name: /pilot/i })).toHaveAttribute(
      'href',
      '/pilot',
    );
  });
});

test.describe('home page accessibility and small screens', () => {
  test('no serious or critical axe violations, on the page and with the modal open', async ({
    page,
  }) => {
    test.slow(); // axe walks the whole page twice
    await gotoHome(page);
    const serious = async () =>
      (await new AxeBuilder({ page }).analyze()).violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`);
    expect(await serious()).toEqual([]);
    await section(page, 'hero').getByRole('button', { name: 'Request a Demo' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await serious()).toEqual([]);
  });

  test('@mobile-only at 768 px and on a 360 px phone: one column without sideways scrolling, touch targets of 44 px', async ({
    page,
  }) => {
    for (const width of [768, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await gotoHome(page);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `page width at ${width} px`).toBeLessThanOrEqual(width);
      const small = await page
        .getByRole('main')
        .locator('a, button')
        .evaluateAll((nodes) =>
          nodes
            .filter((node) => {
              const box = node.getBoundingClientRect();
              return box.width > 0 && box.height < 44;
            })
            .map((node) => node.textContent),
        );
      expect(small, `controls under 44 px tall at ${width} px`).toEqual([]);
    }
  });
});

test.describe('home page layout holds still (issue 18)', () => {
  test('the phone illustration keeps its words on the phone screen, at 1280, 768 and 360 px', async ({
    page,
  }) => {
    for (const width of [1280, 768, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await gotoHome(page);
      const overflowing = await section(page, 'onboarding')
        .locator('svg:has([data-phone-screen])')
        .evaluate((svg) => {
          const screen = svg.querySelector('[data-phone-screen]') as SVGGraphicsElement | null;
          if (!screen) return ['no phone screen'];
          const edge = screen.getBBox();
          return Array.from(svg.querySelectorAll<SVGTextElement>(':scope > text'))
            .filter((text) => {
              const box = text.getBBox();
              return box.x < edge.x || box.x + box.width > edge.x + edge.width;
            })
            .map((text) => text.textContent ?? '');
        });
      expect(overflowing, `captions over the phone's edge at ${width} px`).toEqual([]);
    }
  });

  test('scrolling to the end does not change the page height (no placeholders that resize)', async ({
    page,
  }) => {
    await gotoHome(page);
    const height = () => page.evaluate(() => document.documentElement.scrollHeight);
    const before = await height();
    for (let y = 0; y <= before; y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await height()).toBe(before);
  });
});
