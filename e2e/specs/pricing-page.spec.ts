import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { PublicSite } from '../support/public-site';

// public-site-and-sign-in.md §2.5, §9 (checklist PUB-PRICE-*, PUB-CONST-23..31, GAP-02, GAP-03).

/** The e2e server runs without SUPPORT_EMAIL, so the default applies. */
const SUPPORT_EMAIL = 'support@ronda.example';

/** The page arrives prerendered and needs no script: its toggle and FAQ are native controls. */
async function openPricing(page: Page): Promise<PublicSite> {
  const site = new PublicSite(page);
  await site.goto('/pricing');
  return site;
}

const main = (page: Page) => page.getByRole('main');
const toggle = (page: Page) => main(page).getByRole('group', { name: 'Billing period' });
const radio = (page: Page, name: 'Monthly' | 'Annual') =>
  toggle(page).getByRole('radio', { name, exact: true });

async function expectAnnual(page: Page): Promise<void> {
  await expect(radio(page, 'Annual')).toBeChecked();
  await expect(radio(page, 'Monthly')).not.toBeChecked();
  await expect(main(page).getByText('₹189', { exact: true })).toBeVisible();
  await expect(main(page).getByText('₹249', { exact: true })).toBeHidden();
  await expect(main(page).getByText('Billed annually', { exact: true })).toBeVisible();
  await expect(main(page).getByText('Billed monthly', { exact: true })).toBeHidden();
  await expect(
    main(page).getByText('For a team of 10, save 7,200/year', { exact: true }),
  ).toBeVisible();
}

async function expectMonthly(page: Page): Promise<void> {
  await expect(radio(page, 'Monthly')).toBeChecked();
  await expect(radio(page, 'Annual')).not.toBeChecked();
  await expect(main(page).getByText('₹249', { exact: true })).toBeVisible();
  await expect(main(page).getByText('₹189', { exact: true })).toBeHidden();
  await expect(main(page).getByText('Billed monthly', { exact: true })).toBeVisible();
  await expect(main(page).getByText('Billed annually', { exact: true })).toBeHidden();
  await expect(main(page).getByText('For a team of 10, save 7,200/year')).toBeHidden();
}

test.describe('pricing toggle and prices', () => {
  test('PUB-PRICE-01 PUB-PRICE-02 PUB-CONST-43 a Monthly/Annual toggle that starts on Annual', async ({
    page,
  }) => {
    await openPricing(page);
    await expect(toggle(page).getByRole('radio')).toHaveCount(2);
    await expect(radio(page, 'Monthly')).toBeVisible();
    await expectAnnual(page);
  });

  test('the ₹ is drawn in Inter from its own small face, without downloading Inter’s latin-ext file', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    await openPricing(page);
    await expectAnnual(page);
    const rupee = await page.evaluate(async () => {
      await document.fonts.ready;
      const statuses: string[] = [];
      document.fonts.forEach((face) => {
        if (face.family.includes('Inter') && face.unicodeRange === 'U+20B9') {
          statuses.push(face.status);
        }
      });
      return statuses;
    });
    expect(rupee).toEqual(['loaded']);
    expect(fonts.filter((path) => path.includes('latin-ext'))).toEqual([]);
    expect(fonts.some((path) => /inter-latin-wght/.test(path))).toBe(true);
  });

  test('PUB-PRICE-03 PUB-PRICE-04 PUB-PRICE-05 PUB-PRICE-07 PUB-PRICE-09 annual: ₹189 per user per month, Billed annually, the team-of-10 saving', async ({
    page,
  }) => {
    await openPricing(page);
    await expectAnnual(page);
    await expect(main(page).getByText('₹189 per user per month', { exact: true })).toBeVisible();
  });

  test('PUB-PRICE-06 PUB-PRICE-08 PUB-PRICE-09 monthly: ₹249 per user per month, Billed monthly, no saving line; and back', async ({
    page,
  }) => {
    await openPricing(page);
    await radio(page, 'Monthly').check();
    await expectMonthly(page);
    await expect(main(page).getByText('₹249 per user per month', { exact: true })).toBeVisible();

    await radio(page, 'Annual').check();
    await expectAnnual(page);
  });

  test('PUB-PRICE-01 the toggle works from the keyboard (arrow keys move between the two)', async ({
    page,
  }) => {
    await openPricing(page);
    await radio(page, 'Annual').focus();
    await page.keyboard.press('ArrowLeft');
    await expectMonthly(page);
    await page.keyboard.press('ArrowRight');
    await expectAnnual(page);
  });

  test('PUB-PRICE-11 PUB-PRICE-12 PUB-PRICE-13 PUB-PRICE-14 PUB-PRICE-15 PUB-CONST-25 PUB-CONST-30 price notes: GST, 14-day free trial, no setup fees, all features', async ({
    page,
  }) => {
    await openPricing(page);
    const notes = main(page).getByRole('list', { name: 'Price notes' });
    await expect(notes.getByRole('listitem')).toHaveText([
      'Excludes GST',
      '14-day free trial',
      'No setup fees',
      'All features included',
    ]);
    // The notes stay the same under Monthly.
    await radio(page, 'Monthly').check();
    await expect(notes.getByRole('listitem')).toHaveCount(4);
  });
});

test.describe('pricing copy', () => {
  test('PUB-PRICE-18 PUB-PRICE-19 PUB-PRICE-20 PUB-CONST-27 PUB-CONST-28 PUB-CONST-29 the three banners', async ({
    page,
  }) => {
    await openPricing(page);
    await expect(main(page).getByRole('list', { name: 'Offers' }).getByRole('listitem')).toHaveText(
      [
        'Introductory pricing for first 100 signups',
        'Lock in this price until 2028',
        'Cancel anytime, 100% money-back in first 30 days',
      ],
    );
  });

  test('PUB-PRICE-21..26 the six feature cards', async ({ page }) => {
    await openPricing(page);
    const features = main(page).getByRole('list', { name: 'Features' });
    await expect(features.getByRole('listitem')).toHaveCount(6);
    await expect(features.getByRole('heading', { level: 3 })).toHaveText([
      'GPS Tracking',
      'Task Management',
      'Customer Management',
      'Employee Management',
      'Smart Notifications',
      'Integrations & API',
    ]);
  });

  test('PUB-PRICE-28 benefit cards', async ({ page }) => {
    await openPricing(page);
    const benefits = main(page).getByRole('list', { name: 'Benefits' });
    await expect(benefits.getByRole('listitem').first()).toBeVisible();
    expect(await benefits.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
    for (const card of await benefits.getByRole('listitem').all()) {
      await expect(card.getByRole('heading', { level: 3 })).toHaveCount(1);
    }
  });

  test('PUB-PRICE-29 PUB-PRICE-16 PUB-CONST-31 exactly six FAQ items; the FAQ gives a 30-day free trial (GAP-03)', async ({
    page,
  }) => {
    await openPricing(page);
    const faq = main(page).getByRole('region', { name: 'Frequently asked questions' });
    const items = faq.locator('details');
    await expect(items).toHaveCount(6);
    await expect(faq.locator('summary')).toHaveCount(6);

    const trial = items.filter({ has: page.locator('summary', { hasText: 'free trial' }) });
    await expect(trial).toHaveCount(1);
    await expect(trial).not.toHaveAttribute('open');
    await trial.locator('summary').click();
    await expect(trial).toHaveAttribute('open', '');
    await expect(trial.getByText(/30-day free trial/)).toBeVisible();
    await trial.locator('summary').click();
    await expect(trial).not.toHaveAttribute('open');
  });

  test('PUB-PRICE-35 volume discounts are mentioned for 50 or more users', async ({ page }) => {
    await openPricing(page);
    await expect(
      main(page).getByText('Volume discounts for teams of 50 or more users.', { exact: false }),
    ).toBeVisible();
  });

  test('PUB-PRICE-30 PUB-PRICE-31 PUB-PRICE-17 the contact block: support e-mail, subject Pricing Inquiry, 30-day free trial', async ({
    page,
  }) => {
    await openPricing(page);
    const block = main(page).getByRole('region', { name: 'Questions about pricing?' });
    await expect(block).toContainText('30-day free trial');
    const link = block.getByRole('link', { name: SUPPORT_EMAIL, exact: true });
    await expect(link).toBeVisible();
    const href = await link.getAttribute('href');
    const mailto = new URL(href ?? '');
    expect(mailto.protocol).toBe('mailto:');
    expect(mailto.pathname).toBe(SUPPORT_EMAIL);
    expect(mailto.searchParams.get('subject')).toBe('Pricing Inquiry');
  });

  test('PUB-PRICE-32 app download links for Android and iOS', async ({ page }) => {
    await openPricing(page);
    const apps = main(page).getByRole('region', { name: 'Get the apps' });
    await expect(apps.getByRole('link', { name: /Google Play/ })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
    await expect(apps.getByRole('link', { name: /App Store/ })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
  });

  test('PUB-PRICE-27 "Build with Us" goes to /pilot', async ({ page }) => {
    const site = await openPricing(page);
    await main(page).getByRole('link', { name: 'Build with Us', exact: true }).click();
    await site.expectPath('/pilot');
    await expect(site.heading).toHaveText('Co-Create the Future of Business Operations');
  });
});

/** The feature and benefit rows: sideways strips under 768 px, grids otherwise. */
function strips(page: Page): Locator[] {
  return [
    main(page).getByRole('list', { name: 'Features' }),
    main(page).getByRole('list', { name: 'Benefits' }),
  ];
}

async function stripLayout(list: Locator) {
  return list.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      overflowX: style.overflowX,
      snap: style.scrollSnapType,
      scrolls: element.scrollWidth > element.clientWidth + 1,
      tabIndex: element.getAttribute('tabindex'),
    };
  });
}

async function expectNoSidewaysPageScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth - window.innerWidth,
    main: (document.querySelector('main')?.scrollWidth ?? 0) - window.innerWidth,
  }));
  expect(overflow.page).toBeLessThanOrEqual(0);
  expect(overflow.main).toBeLessThanOrEqual(0);
}

test.describe('mobile pricing layout under 768 px (GAP-02)', () => {
  test('PUB-PRICE-33 PUB-PRICE-34 at 767 px the card rows become sideways-scrolling strips that snap @mobile-only', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 767, height: 1024 });
    await openPricing(page);
    for (const list of strips(page)) {
      await expect
        .poll(() => stripLayout(list))
        .toEqual({
          overflowX: 'auto',
          snap: 'x mandatory',
          scrolls: true,
          // A strip of plain text must take keyboard focus to be scrolled.
          tabIndex: '0',
        });
      const scrolled = await list.evaluate((element) => {
        element.scrollLeft = element.clientWidth;
        return element.scrollLeft;
      });
      expect(scrolled).toBeGreaterThan(0);
    }
    await expectNoSidewaysPageScroll(page);
  });

  test('PUB-PRICE-34 at 360 px the strips still scroll sideways and the page itself does not @mobile-only', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await openPricing(page);
    for (const list of strips(page)) {
      await expect
        .poll(() => stripLayout(list))
        .toMatchObject({
          overflowX: 'auto',
          scrolls: true,
        });
    }
    await expectNoSidewaysPageScroll(page);
    await expect(radio(page, 'Annual')).toBeChecked();
    const results = await new AxeBuilder({ page })
      .include('main')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  test('GAP-02 at exactly 768 px (the site is mobile) the pricing cards are still a grid, not a strip @mobile-only', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await openPricing(page);
    for (const list of strips(page)) {
      await expect
        .poll(() => stripLayout(list))
        .toEqual({
          overflowX: 'visible',
          snap: 'none',
          scrolls: false,
          tabIndex: null,
        });
    }
    await expectNoSidewaysPageScroll(page);
  });

  test('PUB-PRICE-33 at 1280 px the card rows are grids without sideways scrolling @desktop-only', async ({
    page,
  }) => {
    await openPricing(page);
    for (const list of strips(page)) {
      await expect
        .poll(() => stripLayout(list))
        .toEqual({
          overflowX: 'visible',
          snap: 'none',
          scrolls: false,
          tabIndex: null,
        });
    }
    await expectNoSidewaysPageScroll(page);
  });

  test('GAP-02 resizing from 768 to 767 px turns the strip on, and back to 768 turns it off @mobile-only', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await openPricing(page);
    const [features] = strips(page);
    if (!features) throw new Error('no feature list');
    await expect.poll(() => stripLayout(features)).toMatchObject({ overflowX: 'visible' });
    await page.setViewportSize({ width: 767, height: 1024 });
    await expect
      .poll(() => stripLayout(features))
      .toMatchObject({ overflowX: 'auto', tabIndex: '0' });
    await page.setViewportSize({ width: 768, height: 1024 });
    await expect
      .poll(() => stripLayout(features))
      .toMatchObject({ overflowX: 'visible', tabIndex: null });
  });
});
