import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { demoCompany, PANAJI } from '../support/customer-request-page';
import { queryE2eDatabase } from '../support/database';
import { googleButton } from '../support/identity-page';
import { chooseAccount } from '../support/identity-stand-in-server';
import { receivedSlackMessages } from '../support/slack-stand-in-server';
import { ADMIN_EMAIL, SLACK_ORIGIN } from '../support/stand-in-config';

/**
 * Issue 16: the staff inbox on /admin. Every public-site submission with where its Slack
 * notification stands (the e2e server posts to the Slack stand-in, which answers ok), a retry for
 * the ones that failed, and every company's customer requests, all read as the ADMIN_EMAIL account.
 */

async function signInAsAdmin(page: Page): Promise<void> {
  await chooseAccount(page, ADMIN_EMAIL);
  await page.goto('/admin');
  await googleButton(page).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
}

/** A tag no other test (or project) uses, for e-mails and texts this test searches for. */
const uniqueTag = (name: string, project: string) =>
  `${name}-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

async function submit(page: Page, body: Record<string, unknown>): Promise<string> {
  const response = await page.request.post('/api/submissions', { data: body });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function notifyStatus(id: string): Promise<string | undefined> {
  const rows = await queryE2eDatabase<{ notify_status: string }>(
    'select notify_status from submissions where id = $1',
    [id],
  );
  return rows[0]?.notify_status;
}

const cards = (page: Page) => page.getByRole('article');
const cardOf = (page: Page, text: string) => cards(page).filter({ hasText: text });
const badgeOf = (card: Locator) => card.locator('[data-tone]');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search' });

test.describe('issue 16 the staff inbox on /admin', () => {
  test('PUB-ADMIN-05 PUB-OURS-01 a contact message shows in the Inbox with its Slack state, by type and by search', async ({
    page,
  }, info) => {
    const tag = uniqueTag('inbox', info.project.name);
    const contactEmail = `${tag}-contact@visitor.example`;
    const pilotEmail = `${tag}-pilot@visitor.example`;
    await submit(page, {
      type: 'contact',
      name: 'Priya Gaonkar',
      email: contactEmail,
      subject: 'Sales Question',
      message: `Do you cover Margao?\n  40 delivery riders (${tag})`,
    });
    await submit(page, {
      type: 'pilot',
      name: 'Asha Naik',
      email: pilotEmail,
      phone: '+91 98220 11111',
      companyName: 'Panjim Bins',
      numEmployees: '20',
      businessType: 'service',
      problemDescription: `Collection rounds are missed (${tag})`,
    });

    await signInAsAdmin(page);
    await expect(page.getByRole('tab', { name: 'Inbox' })).toHaveAttribute('aria-selected', 'true');
    const contact = cardOf(page, contactEmail);
    await expect(contact.getByRole('heading')).toHaveText('Contact message');
    await expect(contact).toContainText('Priya Gaonkar');
    await expect(contact.getByText('Sales Question')).toBeVisible();
    // What the visitor typed keeps its line break and leading spaces.
    await expect(contact.getByText(/Do you cover Margao/)).toHaveCSS('white-space', 'pre-wrap');
    // Newest first: the pilot application was sent after the contact message.
    const order = await cards(page).allTextContents();
    const [pilotAt, contactAt] = [pilotEmail, contactEmail].map((email) =>
      order.findIndex((text) => text.includes(email)),
    );
    expect(pilotAt).toBeGreaterThanOrEqual(0);
    expect(pilotAt).toBeLessThan(contactAt ?? -1);
    // The worker posts to the Slack stand-in; the list asks again while a notification is queued.
    await expect(badgeOf(contact)).toHaveText('Sent', { timeout: 20_000 });
    await expect(badgeOf(contact)).toHaveAttribute('data-tone', 'green');
    await expect(contact).toContainText('1 attempt');
    await expect(contact.getByRole('button', { name: 'Retry' })).toHaveCount(0);

    await page.getByLabel('Type').selectOption({ label: 'Pilot application' });
    await expect(cardOf(page, contactEmail)).toHaveCount(0);
    await expect(cardOf(page, pilotEmail).getByRole('heading')).toHaveText('Pilot application');
    await page.getByLabel('Type').selectOption({ label: 'All types' });

    await search(page).fill(tag);
    await expect(cards(page)).toHaveCount(2);
    await search(page).fill(`${tag}-pilot`);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText('Panjim Bins');
    await search(page).fill(`${tag}-nobody`);
    await expect(page.getByText('No submissions match.')).toBeVisible();
  });

  test('a failed notification offers Retry; retrying queues it again and it is sent; the list passes axe', async ({
    page,
  }, info) => {
    const tag = uniqueTag('retry', info.project.name);
    const email = `${tag}@visitor.example`;
    const id = await submit(page, {
      type: 'contact',
      name: 'Rita Fernandes',
      email,
      message: 'Slack was down when I wrote',
    });
    const stuck = await submit(page, {
      type: 'contact',
      name: 'Savio Dias',
      email: `${tag}-stuck@visitor.example`,
      message: 'Still being delivered',
    });
    // Let the queue finish with both, then make them look as Slack outages leave them.
    for (const sid of [id, stuck]) {
      await expect.poll(() => notifyStatus(sid), { timeout: 20_000 }).toBe('sent');
    }
    await queryE2eDatabase(
      `update submissions set notify_status = 'failed', notify_attempts = 7, notified_at = now(),
              notify_error = 'Error sending Slack notification: Internal Server Error'
        where id = $1`,
      [id],
    );
    await queryE2eDatabase(
      `update submissions set notify_status = 'retrying', notify_attempts = 2,
              notify_error = 'Error sending Slack notification: Bad Gateway' where id = $1`,
      [stuck],
    );

    await signInAsAdmin(page);
    await search(page).fill(tag);
    await expect(cards(page)).toHaveCount(2);
    const retrying = cardOf(page, `${tag}-stuck`);
    await expect(badgeOf(retrying)).toHaveText('Retrying');
    await expect(badgeOf(retrying)).toHaveAttribute('data-tone', 'amber');
    await expect(retrying).toContainText('Bad Gateway');
    await expect(retrying.getByRole('button', { name: 'Retry' })).toHaveCount(0);

    const failed = cardOf(page, 'Rita Fernandes');
    await expect(badgeOf(failed)).toHaveText('Failed');
    // The coloured states, error texts and Retry button pass axe (WCAG 2.1 A and AA).
    const axe = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(axe.violations.map((v) => `${v.impact} ${v.id}: ${v.help}`)).toEqual([]);
    await expect(badgeOf(failed)).toHaveAttribute('data-tone', 'red');
    await expect(failed).toContainText('7 attempts');
    await expect(failed).toContainText('Internal Server Error');
    await failed.getByRole('button', { name: 'Retry' }).click();
    await expect(badgeOf(failed)).not.toHaveText('Failed');
    await expect(failed.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    await expect(badgeOf(failed)).toHaveText('Sent', { timeout: 20_000 });
    await expect(failed).not.toContainText('Internal Server Error');
    expect(await notifyStatus(id)).toBe('sent');
    const mentions = (await receivedSlackMessages(SLACK_ORIGIN)).filter((m) =>
      m.text.includes(email),
    );
    expect(mentions).toHaveLength(2);
  });

  test('PUB-ADMIN-07 the Customer requests tab lists a request raised on the public form, by status and search, and survives a reload', async ({
    page,
  }, info) => {
    const tag = uniqueTag('request', info.project.name);
    const company = await demoCompany(page.request);
    const customer = await page.request.post('/api/customers', {
      data: {
        name: 'Maria Dsouza',
        email: `${tag}@example.com`,
        phone: '+91 98220 22222',
        companyId: company.id,
      },
    });
    expect(customer.status()).toBe(201);
    const customerId = ((await customer.json()) as { customer: { id: string } }).customer.id;
    const complaint = await page.request.post('/api/complaints/submit', {
      data: {
        companyId: company.id,
        customerId,
        departmentId: null,
        description: `Bin not emptied since Monday (${tag})`,
        location: {
          address: '18th June Road, Panaji, Goa',
          coordinates: { lat: PANAJI.latitude, lng: PANAJI.longitude },
        },
        images: [],
        dueDate: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString(),
      },
    });
    expect(complaint.status()).toBe(201);

    await signInAsAdmin(page);
    await page.getByRole('tab', { name: 'Customer requests' }).click();
    await expect(page).toHaveURL(/[?&]tab=requests/);
    await search(page).fill(tag);
    await expect(cards(page)).toHaveCount(1);
    const request = cards(page).first();
    await expect(request.getByRole('heading')).toHaveText(company.name);
    await expect(request).toContainText('Maria Dsouza');
    await expect(request).toContainText(`${tag}@example.com`);
    await expect(request).toContainText('18th June Road, Panaji, Goa');
    await expect(request).toContainText(/Due \d{1,2} \w{3} \d{4}/);
    await expect(badgeOf(request)).toHaveText('Incoming');
    await expect(badgeOf(request)).toHaveAttribute('data-tone', 'yellow');

    await page.getByLabel('Status').selectOption({ label: 'Resolved' });
    await expect(page.getByText('No customer requests match.')).toBeVisible();
    await page.getByLabel('Status').selectOption({ label: 'Incoming' });
    await expect(cards(page)).toHaveCount(1);

    // Still signed in, on the same tab.
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Customer requests' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
  });

  test('@mobile-only at 768 px each submission is one card, one column, with 44 px controls', async ({
    page,
  }, info) => {
    const tag = uniqueTag('narrow', info.project.name);
    await submit(page, {
      type: 'contact',
      name: 'Joana Pereira',
      email: `${tag}@visitor.example`,
      message: 'A long message '.repeat(40),
    });
    await signInAsAdmin(page);
    await search(page).fill(tag);
    const card = cardOf(page, tag);
    await expect(card).toHaveCount(1);
    const box = await card.boundingBox();
    const parts = await card
      .locator(':scope > *')
      .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().left));
    // Stacked: every part starts at the same left edge, and the card fits the viewport.
    expect(new Set(parts.map(Math.round)).size).toBe(1);
    expect(box && box.x + box.width).toBeLessThanOrEqual(768);
    for (const control of [page.getByLabel('Type'), search(page), page.getByRole('tab').first()]) {
      expect((await control.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    }
  });
});
