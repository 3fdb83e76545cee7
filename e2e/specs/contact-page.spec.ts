import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { PublicSite } from '../support/public-site';
import {
  REFUSED_EMAIL,
  REFUSED_EMAIL_MESSAGE,
  rowsWithRefusedEmail,
} from '../support/refused-email';

// public-site-and-sign-in.md §1, §2.6, §3, §4, §5, §7, §9 (checklist PUB-CONTACT-*, PUB-OURS-12).
// The form sends to POST /api/submissions (PUB-OURS-05): 201 { is_success, id, message }, or
// 400 { is_success: false, message } when the server refuses it.

/** The e2e server runs without SUPPORT_EMAIL / SUPPORT_PHONE, so the defaults apply. */
const SUPPORT_EMAIL = 'support@ronda.example';
const SUPPORT_PHONE = '+91 832 000 0000';
const THANK_YOU = 'Thank you for your message. We will get back to you soon.';
const SUBJECTS = [
  'General Inquiry',
  'Technical Support',
  'Sales Question',
  'Feature Request',
  'Report a Bug',
];

/**
 * The page arrives prerendered; its form is taken over by React on the first touch, and what is
 * typed or sent before then is kept (scripts-held-back.spec.ts). Nothing to wait for.
 */
async function openContact(page: Page): Promise<void> {
  await new PublicSite(page).goto('/contact');
}

function form(page: Page) {
  const main = page.getByRole('main');
  return {
    name: main.getByRole('textbox', { name: 'Name', exact: true }),
    email: main.getByRole('textbox', { name: 'Email', exact: true }),
    subject: main.getByRole('combobox', { name: 'Subject', exact: true }),
    message: main.getByRole('textbox', { name: 'Message', exact: true }),
    send: main.getByRole('button', { name: 'Send Message' }),
    status: main.getByRole('status'),
    alert: main.getByRole('alert'),
  };
}

/** Every submission request the page makes, to prove that a blocked form sends nothing. */
function recordSubmissions(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/submissions') sent.push(request);
  });
  return sent;
}

const VALID = {
  name: 'Asha Naik',
  email: 'asha.naik@example.in',
  message: 'We have 40 field staff in Margao. Can we see a demo next week?',
};

test.describe('contact form fields', () => {
  test('PUB-CONTACT-01..04 name, email, subject (select) and message fields', async ({ page }) => {
    await openContact(page);
    const f = form(page);
    await expect(f.name).toHaveAttribute('name', 'name');
    await expect(f.email).toHaveAttribute('type', 'email');
    await expect(f.subject).toHaveJSProperty('tagName', 'SELECT');
    await expect(f.message).toHaveJSProperty('tagName', 'TEXTAREA');
    await expect(f.send).toBeEnabled();
  });

  test('PUB-CONTACT-05..10 PUB-CONST-41 subject options, General Inquiry by default', async ({
    page,
  }) => {
    await openContact(page);
    const f = form(page);
    await expect(f.subject.locator('option')).toHaveText(SUBJECTS);
    await expect(f.subject).toHaveValue('General Inquiry');
    await f.subject.selectOption('Report a Bug');
    await expect(f.subject).toHaveValue('Report a Bug');
  });

  test('the spam trap field named "website" is invisible, unreachable by Tab and hidden from assistive technology', async ({
    page,
  }) => {
    await openContact(page);
    const trap = page.locator('main input[name="website"]');
    await expect(trap).toHaveCount(1);
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    await expect(trap).not.toBeInViewport();
    await expect(page.getByRole('main').getByRole('textbox', { name: 'Website' })).toHaveCount(0);
  });
});

test.describe('contact form validation (§5, with the server’s own schema)', () => {
  const cases = [
    { id: 'PUB-CONTACT-11', field: 'name', leave: '', message: 'Please enter your name.' },
    {
      id: 'PUB-CONTACT-12',
      field: 'email',
      leave: '',
      message: 'Please enter your e-mail address.',
    },
    { id: 'PUB-CONTACT-13', field: 'message', leave: '', message: 'Please write your message.' },
    { id: 'PUB-CONTACT-14', field: 'email', leave: 'abc', message: REFUSED_EMAIL_MESSAGE },
    { id: 'PUB-CONTACT-14', field: 'email', leave: REFUSED_EMAIL, message: REFUSED_EMAIL_MESSAGE },
  ] as const;

  for (const { id, field, leave, message } of cases) {
    test(`${id} ${field} ${leave === '' ? 'left empty' : `"${leave}"`} blocks the send with our message under the field`, async ({
      page,
    }) => {
      const sent = recordSubmissions(page);
      await openContact(page);
      const f = form(page);
      await expect(page.getByRole('main').locator('form')).toHaveJSProperty('noValidate', true);
      for (const key of ['name', 'email', 'message'] as const) {
        await f[key].fill(key === field ? leave : VALID[key]);
      }
      await f.send.click();

      await expect(f[field]).toBeFocused();
      await expect(f[field]).toHaveAttribute('aria-invalid', 'true');
      await expect(f[field]).toHaveAttribute('aria-describedby', `contact-${field}-error`);
      await expect(page.locator(`#contact-${field}-error`)).toHaveText(message);
      await expect(f.alert).toHaveText(message);
      await expect(f.status).not.toContainText('Thank you');
      expect(sent).toHaveLength(0);
      if (leave === REFUSED_EMAIL) expect(await rowsWithRefusedEmail()).toBe(0);
    });
  }

  test('an empty form lists every problem in the summary, each a link to its field', async ({
    page,
  }) => {
    const sent = recordSubmissions(page);
    await openContact(page);
    const f = form(page);
    await f.send.click();
    await expect(f.alert.locator('p')).toHaveText('Please check the following:');
    await expect(f.alert.getByRole('link')).toHaveText([
      'Please enter your name.',
      'Please enter your e-mail address.',
      'Please write your message.',
    ]);
    await expect(f.name).toBeFocused();
    await f.alert.getByRole('link', { name: 'Please write your message.' }).click();
    await expect(f.message).toBeFocused();
    await f.message.fill(VALID.message);
    await expect(f.alert.getByRole('link')).toHaveCount(2);
    expect(sent).toHaveLength(0);
  });
});

test.describe('contact details', () => {
  test('PUB-CONTACT-15 PUB-CONTACT-16 PUB-CONTACT-17 PUB-CONTACT-18 support e-mail, phone, hours and headquarters', async ({
    page,
  }) => {
    await openContact(page);
    const panel = page.getByRole('complementary', { name: 'Reach us directly' });
    await expect(panel.getByRole('link', { name: SUPPORT_EMAIL, exact: true })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    await expect(panel.getByRole('link', { name: SUPPORT_PHONE, exact: true })).toHaveAttribute(
      'href',
      `tel:${SUPPORT_PHONE}`,
    );
    await expect(panel.getByText('Mon-Fri 9-5 IST', { exact: true })).toBeVisible();
    await expect(panel.getByText('Goa, India', { exact: true })).toBeVisible();
  });
});

test.describe('sending', () => {
  test('PUB-CONTACT-19 PUB-CONTACT-20 PUB-CONTACT-21 PUB-CONTACT-22 PUB-CONST-02 PUB-API-18 sends the message, thanks for 5 s, then resets the form', async ({
    page,
  }) => {
    await page.clock.install({ time: new Date('2026-03-02T10:00:00+05:30') });
    await openContact(page);
    const f = form(page);
    await f.name.fill(VALID.name);
    await f.email.fill(VALID.email);
    await f.subject.selectOption('Sales Question');
    await f.message.fill(VALID.message);

    // From here the page's clock only moves when the test says so.
    await page.clock.pauseAt(new Date('2026-03-02T11:00:00+05:30'));
    const request = page.waitForRequest(
      (r) => new URL(r.url()).pathname === '/api/submissions' && r.method() === 'POST',
    );
    const response = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/submissions');
    await f.send.click();

    expect((await request).postDataJSON()).toEqual({
      type: 'contact',
      name: VALID.name,
      email: VALID.email,
      subject: 'Sales Question',
      message: VALID.message,
      website: '',
    });
    const answer = await response;
    expect(answer.status()).toBe(201);
    expect(await answer.json()).toMatchObject({ is_success: true, id: expect.any(String) });

    await expect(f.status).toHaveText(THANK_YOU);
    await expect(f.alert).toHaveCount(0);
    // While the thank-you shows, the form holds what was sent and cannot be sent again.
    await expect(f.name).toHaveValue(VALID.name);
    await expect(
      page.getByRole('main').getByRole('button', { name: 'Message sent' }),
    ).toBeDisabled();

    await page.clock.runFor(4999);
    await expect(f.status).toHaveText(THANK_YOU);
    await expect(f.name).toHaveValue(VALID.name);

    await page.clock.runFor(1);
    await expect(f.status).toHaveText('');
    await expect(page.getByText(THANK_YOU)).toHaveCount(0);
    await expect(f.name).toHaveValue('');
    await expect(f.email).toHaveValue('');
    await expect(f.subject).toHaveValue('General Inquiry');
    await expect(f.message).toHaveValue('');
    await expect(f.send).toBeEnabled();
  });

  test.describe('when the server refuses', () => {
    // Chromium logs every 4xx answer to a fetch as a console error.
    test.use({ allowedConsoleErrors: /status of 400/ });

    test('PUB-OURS-12 a refused send says what is wrong under the field, in plain words, and keeps what was typed', async ({
      page,
    }) => {
      // A rule the browser could not know: the server's 400 answer, stood in here (which also
      // keeps the test off the form rate limit).
      const message = 'Invalid body.email: must be an e-mail address';
      await page.route('**/api/submissions', (route) =>
        route.fulfill({ status: 400, json: { is_success: false, message } }),
      );
      await openContact(page);
      const f = form(page);
      await f.name.fill(VALID.name);
      await f.email.fill(VALID.email);
      await f.subject.selectOption('Technical Support');
      await f.message.fill(VALID.message);
      const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/submissions');
      await f.send.click();
      expect((await request).postDataJSON()).toMatchObject({
        type: 'contact',
        email: VALID.email,
      });

      await expect(f.alert).toHaveText(REFUSED_EMAIL_MESSAGE);
      await expect(page.locator('#contact-email-error')).toHaveText(REFUSED_EMAIL_MESSAGE);
      await expect(page.getByText(/Invalid body/)).toHaveCount(0);
      await expect(f.status).not.toContainText('Thank you');
      await expect(f.name).toHaveValue(VALID.name);
      await expect(f.email).toHaveValue(VALID.email);
      await expect(f.subject).toHaveValue('Technical Support');
      await expect(f.message).toHaveValue(VALID.message);
      await expect(f.send).toBeEnabled();
    });
  });
});
