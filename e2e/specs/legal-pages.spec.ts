import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { PublicSite } from '../support/public-site';
import { isWebVitalsBeacon } from '../support/telemetry';

// public-site-and-sign-in.md §2.8, §6 and §9: the Privacy Policy, Terms and Refund Policy.

/** The e2e server runs without SUPPORT_EMAIL, so pages show the server's default. */
const SUPPORT_EMAIL = 'support@ronda.example';
const POLICY_DATE = '15 January 2025';

interface LegalDocumentCase {
  path: string;
  title: string;
  /** Checklist ids for the section count and order (and the headings' topics). */
  sectionIds: string;
  dateIds: string;
  sections: readonly string[];
}

const PRIVACY: LegalDocumentCase = {
  path: '/privacy',
  title: 'Privacy Policy',
  sectionIds:
    'PUB-LEGAL-01 PUB-LEGAL-02 PUB-LEGAL-03 PUB-LEGAL-04 PUB-LEGAL-05 PUB-LEGAL-06 PUB-LEGAL-07 PUB-LEGAL-08 PUB-LEGAL-09 PUB-LEGAL-10 PUB-LEGAL-11',
  dateIds: 'PUB-LEGAL-12 PUB-LEGAL-13',
  // Spec order: introduction, information collected, use, sharing, security and retention,
  // rights, retention, international transfers, changes, contact.
  sections: [
    '1. Introduction',
    '2. Information We Collect',
    '3. How We Use Information',
    '4. How We Share Information',
    '5. Data Security and Retention',
    '6. Your Rights and Who Can See Your Data',
    '7. Data Retention',
    '8. International Data Transfers',
    '9. Changes to This Policy',
    '10. Contact Us',
  ],
};

const TERMS: LegalDocumentCase = {
  path: '/terms',
  title: 'Terms and Conditions',
  sectionIds: 'PUB-LEGAL-19',
  dateIds: 'PUB-LEGAL-20 PUB-LEGAL-21',
  sections: [
    '1. Acceptance of These Terms',
    '2. The Ronda Service',
    '3. Eligibility',
    '4. Accounts and Roles',
    '5. Subscriptions, Billing and Price Changes',
    '6. Free Trials, Pilot Programme and Refunds',
    '7. Acceptable Use',
    '8. Location Tracking and Employee Notice',
    '9. Customer Data and Ownership',
    '10. Data Retention and Location Archival',
    '11. Intellectual Property',
    '12. Third-Party Services',
    '13. Service Availability and Support',
    '14. Warranties and Indemnity',
    '15. Limitation of Liability',
    '16. Suspension and Termination',
    '17. Governing Law, Disputes and Contact',
  ],
};

const REFUND: LegalDocumentCase = {
  path: '/refund',
  title: 'Refund Policy',
  sectionIds: 'PUB-LEGAL-28',
  dateIds: 'PUB-LEGAL-29 PUB-LEGAL-30',
  sections: [
    '1. Overview',
    '2. 30-Day Money-Back Guarantee',
    '3. Annual Subscriptions',
    '4. Monthly Subscriptions',
    '5. Service Outages',
    '6. Free Trials and the Pilot Programme',
    '7. What Is Not Refundable',
    '8. How to Ask for a Refund',
    '9. Review of Your Request',
    '10. Refund Payment',
    '11. Cancelling Your Subscription',
    '12. Changes and Contact',
  ],
};

/** A legal page: its numbered section headings, contents list and sections by heading. */
class LegalPage {
  readonly main: Locator;
  readonly numberedHeadings: Locator;
  readonly contents: Locator;

  constructor(readonly page: Page) {
    this.main = page.getByRole('main');
    this.numberedHeadings = this.main.getByRole('heading', { level: 2, name: /^\d+\. / });
    this.contents = this.main.getByRole('navigation', { name: 'Contents' });
  }

  async goto(doc: LegalDocumentCase): Promise<void> {
    await new PublicSite(this.page).goto(doc.path);
  }

  section(heading: string): Locator {
    return this.main.getByRole('region', { name: heading, exact: true });
  }
}

async function box(locator: Locator): Promise<{ y: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator.toString()} has no box`);
  return found;
}
const top = async (locator: Locator) => (await box(locator)).y;
const bottom = async (locator: Locator) => {
  const { y, height } = await box(locator);
  return y + height;
};

for (const doc of [PRIVACY, TERMS, REFUND]) {
  test.describe(`${doc.title} (${doc.path})`, () => {
    test(`${doc.sectionIds} has its title and exactly ${doc.sections.length} numbered sections in order`, async ({
      page,
    }) => {
      const legal = new LegalPage(page);
      await legal.goto(doc);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title);
      await expect(legal.numberedHeadings).toHaveText([...doc.sections]);
      for (const heading of doc.sections) await expect(legal.section(heading)).toHaveCount(1);
    });

    test(`${doc.dateIds} shows last updated and effective ${POLICY_DATE}`, async ({ page }) => {
      const legal = new LegalPage(page);
      await legal.goto(doc);
      await expect(legal.main.getByText(`Last updated: ${POLICY_DATE}`)).toBeVisible();
      await expect(legal.main.getByText(`Effective: ${POLICY_DATE}`)).toBeVisible();
      await expect(legal.main.locator('time[datetime="2025-01-15"]')).toHaveCount(2);
    });

    test('shows the configured support e-mail as a mailto link', async ({ page }) => {
      const legal = new LegalPage(page);
      await legal.goto(doc);
      // The closing section ends with the contact block: Ronda Technologies LLP, Goa, e-mail.
      const contactBlock = legal.section(doc.sections.at(-1) ?? '').locator('address');
      await expect(contactBlock).toContainText('Ronda Technologies LLP');
      const emailLink = contactBlock.getByRole('link', { name: SUPPORT_EMAIL, exact: true });
      await expect(emailLink).toBeVisible();
      await expect(emailLink).toHaveAttribute('href', /^mailto:support@ronda\.example(\?|$)/);
      // Every e-mail link on the page goes to the same configured address.
      const mailtoLinks = legal.main.locator('a[href^="mailto:"]');
      for (const link of await mailtoLinks.all()) {
        await expect(link).toHaveText(SUPPORT_EMAIL);
      }
      expect(await page.content()).not.toContain('__RONDA_');
    });

    test('each contents link jumps to its section, below the sticky header', async ({ page }) => {
      const legal = new LegalPage(page);
      await legal.goto(doc);
      const links = legal.contents.getByRole('link');
      await expect(links).toHaveText([...doc.sections]);
      const header = page.getByRole('banner');
      for (const [index, heading] of doc.sections.entries()) {
        const link = links.nth(index);
        const target = (await link.getAttribute('href')) ?? '';
        expect(target).toMatch(/^#[a-z0-9-]+$/);
        await link.click();
        await expect(page).toHaveURL((url) => url.hash === target && url.pathname === doc.path);
        const section = legal.section(heading);
        await expect(section).toHaveAttribute('id', target.slice(1));
        const sectionHeading = section.getByRole('heading', { level: 2 });
        await expect(sectionHeading).toBeInViewport();
        // Not hidden under the sticky header: the heading starts below the header's bottom edge.
        expect(await top(sectionHeading)).toBeGreaterThanOrEqual((await bottom(header)) - 1);
      }
    });
  });
}

interface Fact {
  ids: string;
  doc: LegalDocumentCase;
  section: string;
  text: string | RegExp;
}

const FACTS: readonly Fact[] = [
  {
    ids: 'PUB-LEGAL-14',
    doc: PRIVACY,
    section: '5. Data Security and Retention',
    text: 'Access to data in Ronda is role-based (see section 6)',
  },
  {
    ids: 'PUB-LEGAL-15',
    doc: PRIVACY,
    section: '6. Your Rights and Who Can See Your Data',
    text: 'Administrators and supervisors see employee data relevant to their management duties',
  },
  {
    ids: 'PUB-LEGAL-16',
    doc: PRIVACY,
    section: '6. Your Rights and Who Can See Your Data',
    text: 'Employees see their own data and assigned tasks.',
  },
  {
    ids: 'PUB-LEGAL-17 PUB-CONST-37',
    doc: PRIVACY,
    section: '5. Data Security and Retention',
    text: 'Location data older than 48 hours is archived',
  },
  {
    ids: 'PUB-LEGAL-18 PUB-CONST-37',
    doc: PRIVACY,
    section: '5. Data Security and Retention',
    text: 'Raw location data is deleted after archival.',
  },
  {
    ids: 'PUB-LEGAL-22 PUB-CONST-34',
    doc: TERMS,
    section: '3. Eligibility',
    text: 'You must be at least 18 years old',
  },
  {
    ids: 'PUB-LEGAL-24',
    doc: TERMS,
    section: '5. Subscriptions, Billing and Price Changes',
    text: 'billed monthly or annually',
  },
  {
    ids: 'PUB-LEGAL-25 PUB-CONST-35',
    doc: TERMS,
    section: '5. Subscriptions, Billing and Price Changes',
    text: "at least 30 days' notice of any price change",
  },
  {
    ids: 'PUB-LEGAL-26 PUB-CONST-36',
    doc: TERMS,
    section: '15. Limitation of Liability',
    text: /capped at the fees you paid us for the Service in the 12 months before/,
  },
  {
    ids: 'PUB-LEGAL-27 PUB-CONST-37',
    doc: TERMS,
    section: '10. Data Retention and Location Archival',
    text: 'Location data older than 48 hours is archived',
  },
  {
    ids: 'PUB-CONST-37',
    doc: TERMS,
    section: '10. Data Retention and Location Archival',
    text: 'the raw location points are deleted after archival',
  },
  {
    ids: 'PUB-CONST-29',
    doc: REFUND,
    section: '2. 30-Day Money-Back Guarantee',
    text: '100% money-back in the first 30 days',
  },
  {
    ids: 'PUB-LEGAL-31 PUB-CONST-38',
    doc: REFUND,
    section: '5. Service Outages',
    text: 'An outage of more than 72 consecutive hours qualifies for a refund',
  },
  {
    ids: 'PUB-LEGAL-32 PUB-CONST-39',
    doc: REFUND,
    section: '9. Review of Your Request',
    text: 'within 5-7 business days',
  },
  {
    ids: 'PUB-LEGAL-33 PUB-CONST-40',
    doc: REFUND,
    section: '10. Refund Payment',
    text: 'within 10-14 business days of approval',
  },
];

for (const { ids, doc, section, text } of FACTS) {
  test(`${ids} ${doc.path} section "${section}" states: ${String(text)}`, async ({ page }) => {
    const legal = new LegalPage(page);
    await legal.goto(doc);
    await expect(legal.section(section)).toContainText(text);
  });
}

test('PUB-LEGAL-23 /terms names the roles Company Administrators, Supervisors and Employees', async ({
  page,
}) => {
  const legal = new LegalPage(page);
  await legal.goto(TERMS);
  await expect(legal.section('4. Accounts and Roles').getByRole('listitem')).toHaveText([
    /^Company Administrators /,
    /^Supervisors /,
    /^Employees /,
  ]);
});

test('/refund covers annual and monthly plans and how to ask, by e-mail to support', async ({
  page,
}) => {
  const legal = new LegalPage(page);
  await legal.goto(REFUND);
  await expect(legal.section('3. Annual Subscriptions')).toContainText('annual subscription');
  await expect(legal.section('4. Monthly Subscriptions')).toContainText(
    'A monthly subscription can be cancelled at any time',
  );
  const howToAsk = legal.section('8. How to Ask for a Refund');
  await expect(howToAsk.getByRole('link', { name: SUPPORT_EMAIL, exact: true })).toHaveAttribute(
    'href',
    `mailto:${SUPPORT_EMAIL}?subject=Refund%20request`,
  );
});

test('PUB-LEGAL-28 /refund is a static page: it makes no API call', async ({ page }) => {
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (isWebVitalsBeacon(request.url())) return;
    if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
  });
  const legal = new LegalPage(page);
  await legal.goto(REFUND);
  await expect(legal.numberedHeadings).toHaveCount(12);
  await page.waitForLoadState('networkidle');
  expect(apiCalls).toEqual([]);
});
