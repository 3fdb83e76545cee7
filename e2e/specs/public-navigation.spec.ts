import { expect, test } from '../support/fixtures';
import { HOME_HEADING, PublicSite } from '../support/public-site';

const NAV_LINKS = [
  { id: 'PUB-RTE-31', name: 'Home', path: '/', heading: HOME_HEADING },
  { id: 'PUB-RTE-32', name: 'Get in Touch', path: '/contact', heading: 'Contact Us' },
  { id: 'PUB-RTE-33', name: 'Login', path: '/login', heading: 'Sign in' },
  { id: 'PUB-RTE-34', name: 'Pricing Plan', path: '/pricing', heading: 'Pricing' },
  {
    id: 'PUB-RTE-35',
    name: 'Pilot',
    path: '/pilot',
    heading: 'Co-Create the Future of Business Operations',
  },
] as const;

const FOOTER_LINKS = [
  { id: 'PUB-RTE-41', column: 'Company', name: 'Home', path: '/', heading: HOME_HEADING },
  {
    id: 'PUB-RTE-42',
    column: 'Company',
    name: 'Contact Us',
    path: '/contact',
    heading: 'Contact Us',
  },
  {
    id: 'PUB-RTE-44',
    column: 'Legal',
    name: 'Privacy Policy',
    path: '/privacy',
    heading: 'Privacy Policy',
  },
  {
    id: 'PUB-RTE-45',
    column: 'Legal',
    name: 'Terms & Conditions',
    path: '/terms',
    heading: 'Terms and Conditions',
  },
  {
    id: 'PUB-RTE-46',
    column: 'Legal',
    name: 'Refund Policy',
    path: '/refund',
    heading: 'Refund Policy',
  },
  { id: 'PUB-RTE-47', column: 'Legal', name: 'Pricing', path: '/pricing', heading: 'Pricing' },
  {
    id: 'PUB-RTE-48',
    column: 'Legal',
    name: 'Account Deletion',
    path: '/account-deletion',
    heading: 'Account Deletion',
  },
] as const;

/** Start somewhere else, so the click has to change the page. */
const startFor = (path: string) => (path === '/privacy' ? '/terms' : '/privacy');

test.describe('top navigation (logged out)', () => {
  for (const { id, name, path, heading } of NAV_LINKS) {
    test(`${id} the top navigation has "${name}", which goes to ${path}`, async ({ page }) => {
      const site = new PublicSite(page);
      await site.goto(startFor(path));
      await site.openNav();
      await site.navLink(name).click();
      await site.expectPath(path);
      await expect(site.heading).toHaveText(heading);
    });
  }

  test('PUB-RTE-31..35 the top navigation lists its links in the spec order', async ({ page }) => {
    const site = new PublicSite(page);
    await site.goto('/');
    await site.openNav();
    await expect(site.mainNav.getByRole('link')).toHaveText([
      ...NAV_LINKS.map((link) => link.name),
      /Google Play/,
      /App Store/,
    ]);
  });

  test('PUB-RTE-36 PUB-RTE-37 the top navigation links to the Android and iOS apps', async ({
    page,
  }) => {
    const site = new PublicSite(page);
    await site.goto('/');
    await site.openNav();
    const android = site.mainNav.getByRole('link', { name: /Google Play/ });
    const ios = site.mainNav.getByRole('link', { name: /App Store/ });
    await expect(android).toHaveAttribute('href', /^https:\/\/play\.google\.com\//);
    await expect(ios).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//);
    for (const link of [android, ios]) {
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
  });
});

test.describe('/pilot without header and footer', () => {
  test('PUB-RTE-38 PUB-RTE-39 on /pilot the header and footer are hidden', async ({ page }) => {
    const site = new PublicSite(page);
    await site.goto('/pilot');
    await expect(site.heading).toHaveText('Co-Create the Future of Business Operations');
    await expect(site.header).toHaveCount(0);
    await expect(site.mainNav).toHaveCount(0);
    await expect(site.footer).toHaveCount(0);
  });

  test('PUB-RTE-38 the header comes back after leaving /pilot', async ({ page }) => {
    const site = new PublicSite(page);
    await site.goto('/pilot');
    await page.getByRole('link', { name: 'Ronda' }).click();
    await site.expectPath('/');
    await expect(site.header).toBeVisible();
    await expect(site.footer).toBeVisible();
  });
});

test.describe('footer', () => {
  test('PUB-RTE-40 PUB-RTE-43 the footer has the columns "Company" and "Legal"', async ({
    page,
  }) => {
    const site = new PublicSite(page);
    await site.goto('/');
    await expect(site.footer.getByRole('heading', { level: 2 })).toHaveText(['Company', 'Legal']);
    await expect(site.footerColumn('Company').getByRole('link')).toHaveText(['Home', 'Contact Us']);
    await expect(site.footerColumn('Legal').getByRole('link')).toHaveText([
      'Privacy Policy',
      'Terms & Conditions',
      'Refund Policy',
      'Pricing',
      'Account Deletion',
    ]);
  });

  for (const { id, column, name, path, heading } of FOOTER_LINKS) {
    test(`${id} the footer's ${column} column has "${name}", which goes to ${path}`, async ({
      page,
    }) => {
      const site = new PublicSite(page);
      await site.goto(startFor(path));
      await site.footerColumn(column).getByRole('link', { name, exact: true }).click();
      await site.expectPath(path);
      await expect(site.heading).toHaveText(heading);
    });
  }

  test('PUB-RTE-49 PUB-RTE-50 the footer names the Indian LLP, built in Goa, India', async ({
    page,
  }) => {
    const site = new PublicSite(page);
    await site.goto('/');
    await expect(site.footer).toContainText('Ronda Technologies LLP · Built in Goa, India');
  });
});
