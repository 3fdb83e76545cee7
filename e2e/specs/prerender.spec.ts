import { test, expect } from '../support/fixtures';

const PAGES = [
  {
    path: '/',
    heading: 'See where your team is, what they finished today, and which customers are waiting',
  },
  { path: '/pricing', heading: /Pricing/ },
  { path: '/pilot', heading: 'Co-Create the Future of Business Operations' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/account-deletion', heading: 'Account Deletion' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms and Conditions' },
  { path: '/refund', heading: 'Refund Policy' },
  { path: '/customer', heading: 'Raise a Request' },
  // One prerendered page answers every company's request path.
  { path: '/company/0b7c3f5e-2d1a-4c8e-9f6b-1a2b3c4d5e6f/customer', heading: 'Raise a Request' },
];

test.describe('public pages are HTML before JavaScript runs (prerendered at build time)', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of PAGES) {
    test(`${path} shows its heading and the site chrome with JavaScript off`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.headers()['content-type']).toContain('text/html');
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      if (path !== '/pilot')
        await expect(page.getByRole('contentinfo')).toContainText('Goa, India');
      expect(await page.title()).toMatch(/Ronda/);
      expect(await page.content()).not.toContain('__RONDA_');
    });
  }

  test('a signed-in-only path is not prerendered: the shell is empty until the app runs', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

test.describe('prerendered pages paint first and load only what a visitor reaches for', () => {
  test('with JavaScript off, each page is already laid out by its own stylesheet (no shift later)', async ({
    browser,
  }) => {
    test.slow(); // every prerendered page in turn
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path } of PAGES) {
      await page.goto(path);
      // The page module's CSS is linked in <head>: every element of the page has its module's
      // (hashed, scoped) class styles, so the hero/main content is not in the unstyled flow.
      const unstyled = await page.evaluate(() => {
        const selectors: string[] = [];
        const collect = (rules: CSSRuleList) => {
          for (const rule of Array.from(rules)) {
            if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
            else if (rule instanceof CSSGroupingRule) collect(rule.cssRules);
          }
        };
        for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
        // CSS-module classes only (hashed, like _hero_hi4jw_32); icon classes carry no styles.
        const classes = new Set(
          Array.from(document.querySelectorAll('main [class]'))
            .flatMap((element) => Array.from(element.classList))
            .filter((name) => /^_.+_[a-z0-9]{5}_\d+$/.test(name)),
        );
        return [...classes].filter(
          (name) => !selectors.some((selector) => selector.includes(`.${name}`)),
        );
      });
      expect(unstyled, `${path}: classes without a rule`).toEqual([]);
      expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
      // Inlined: no stylesheet request stands between the HTML and the first paint.
      expect(await page.locator('link[rel="stylesheet"]:not([media="print"])').count()).toBe(0);
      expect(await page.locator('style[data-href]').count()).toBeGreaterThan(0);
    }
    await context.close();
  });

  test('a public page loads its small island script, not the app: React comes with the first form opened', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.locator('html[data-islands="ready"]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    expect(scripts[0]).toMatch(/^\/assets\/public-runtime-[\w-]{8}\.js$/);
    // Neither the app's entry nor the page's own module nor React: the page is its HTML.
    expect(scripts.filter((path) => /\/(index|home-page|react|react-dom)-/.test(path))).toEqual([]);
    await page
      .locator('[data-home-section="hero"]')
      .getByRole('button', { name: 'Request a Demo' })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(scripts.some((path) => /^\/assets\/request-modal-island-/.test(path))).toBe(true);
  });

  test('the inlined stylesheets are not fetched again when the page module loads', async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet')
        stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page
      .locator('[data-home-section="hero"]')
      .getByRole('button', { name: 'Request a Demo' })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const inlined = await page
      .locator('style[data-href]')
      .evaluateAll((tags) => tags.map((tag) => (tag as HTMLElement).dataset.href));
    expect(inlined.length).toBeGreaterThan(0);
    // The print-only twin of each is requested once; the island's loader added no second link
    // for them (it fetches only the modal's own stylesheets, which the page did not need).
    for (const href of inlined) expect(stylesheets.filter((s) => s === href)).toHaveLength(1);
    const added = await page
      .locator('link[rel="stylesheet"]:not([media="print"])')
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLLinkElement).href).pathname),
      );
    expect(added.filter((href) => inlined.includes(href))).toEqual([]);
  });
});
