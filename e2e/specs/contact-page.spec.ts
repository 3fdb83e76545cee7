import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { PublicSite } from '../support/public-site';

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

test.describe('contact form validation (native, §5)', () => {
  const cases = [
    { id: 'PUB-CONTACT-11', field: 'name', leave: 'empty', check: 'valueMissing' },
    { id: 'PUB-CONTACT-12', field: 'email', leave: 'empty', check: 'valueMissing' },
    { id: 'PUB-CONTACT-13', field: 'message', leave: 'empty', check: 'valueMissing' },
    { id: 'PUB-CONTACT-14', field: 'email', leave: 'abc', check: 'typeMismatch' },
  ] as const;

  for (const { id, field, leave, check } of cases) {
    test(`${id} ${field} ${leave === 'empty' ? 'left empty' : `"${leave}"`} blocks the send`, async ({
      page,
    }) => {
      const sent = recordSubmissions(page);
      await openContact(page);
      const f = form(page);
      for (const key of ['name', 'email', 'message'] as const) {
        await f[key].fill(key === field ? (leave === 'empty' ? '' : leave) : VALID[key]);
      }
      await f.send.click();

      // The browser stops the submit and puts focus on the field with the problem.
      await expect(f[field]).toBeFocused();
      const invalid = await f[field].evaluate(
        (el, key) => (el as HTMLInputElement | HTMLTextAreaElement).validity[key],
        check,
      );
      expect(invalid).toBe(true);
      await expect(f.status).not.toContainText('Thank you');
      expect(sent).toHaveLength(0);
    });
  }
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

    test('PUB-OURS-12 a refused send shows the server message as an alert and keeps what was typed', async ({
      page,
    }) => {
      const message = 'Invalid body.email: must be an e-mail address';
      // The server's 400 answer, stood in here so the test does not spend the form rate limit.
      await page.route('**/api/submissions', (route) =>
        route.fulfill({ status: 400, json: { is_success: false, message } }),
      );
      await openContact(page);
      const f = form(page);
      await f.name.fill(VALID.name);
      await f.email.fill('asha@example');
      await f.subject.selectOption('Technical Support');
      await f.message.fill(VALID.message);
      const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/submissions');
      await f.send.click();
      expect((await request).postDataJSON()).toMatchObject({
        type: 'contact',
        email: 'asha@example',
      });

      await expect(f.alert).toHaveText(message);
      await expect(f.status).not.toContainText('Thank you');
      await expect(f.name).toHaveValue(VALID.name);
      await expect(f.email).toHaveValue('asha@example');
      await expect(f.subject).toHaveValue('Technical Support');
      await expect(f.message).toHaveValue(VALID.message);
      await expect(f.send).toBeEnabled();
    });
  });
});
