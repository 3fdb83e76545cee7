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

test.describe('prerendered pages paint first, then start the app', () => {
  test('with JavaScript off, each page is already laid out by its own stylesheet (no shift later)', async ({
    browser,
  }) => {
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

  test('the app starts after the first paint and hydrates the page', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await expect(page.locator('[data-hydrated]')).toBeAttached();
    expect(scripts[0]).toMatch(/^\/assets\/hydrate-after-paint-[0-9a-f]{8}\.js$/);
    const entry = await page.locator('script[data-app-entry]').getAttribute('data-app-entry');
    expect(scripts).toContain(entry);
    expect(scripts.some((path) => /^\/assets\/home-page-/.test(path))).toBe(true);
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
    await expect(page.locator('[data-hydrated]')).toBeAttached();
    const inlined = await page
      .locator('style[data-href]')
      .evaluateAll((tags) => tags.map((tag) => (tag as HTMLElement).dataset.href));
    expect(inlined.length).toBeGreaterThan(0);
    // Only the print-only twin of each is requested, once; the chunk loader added no second link.
    expect([...stylesheets].sort()).toEqual([...inlined].sort());
    expect(await page.locator('link[rel="stylesheet"]:not([media="print"])').count()).toBe(0);
  });
});
