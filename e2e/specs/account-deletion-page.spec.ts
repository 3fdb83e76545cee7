import type { Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { PublicSite } from '../support/public-site';
import {
  REFUSED_EMAIL,
  REFUSED_EMAIL_MESSAGE,
  rowsWithRefusedEmail,
} from '../support/refused-email';

// public-site-and-sign-in.md §2.7, §3, §4, §5, §7, §9 (checklist PUB-DEL-*, PUB-CONST-32/33/42,
// PUB-OURS-13). The form sends to POST /api/submissions (PUB-OURS-05): 201 { is_success, id,
// message }, or 400 { is_success: false, message } when the server refuses it.

/**
 * The page arrives prerendered; its form is taken over by React on the first touch, and what is
 * typed or sent before then is kept (scripts-held-back.spec.ts). Nothing to wait for.
 */
async function openDeletion(page: Page): Promise<void> {
  await new PublicSite(page).goto('/account-deletion');
}

function form(page: Page) {
  const main = page.getByRole('main');
  return {
    warning: main.getByRole('note'),
    email: main.getByRole('textbox', { name: 'Email', exact: true }),
    companyName: main.getByRole('textbox', { name: 'Company name', exact: true }),
    phone: main.getByRole('textbox', { name: 'Phone', exact: true }),
    reason: main.getByRole('combobox', { name: 'Reason', exact: true }),
    additionalInfo: main.getByRole('textbox', { name: 'Additional information', exact: true }),
    confirmation: main.getByRole('checkbox'),
    submit: main.getByRole('button', { name: 'Request Account Deletion' }),
    status: main.getByRole('status'),
    alert: main.getByRole('alert'),
  };
}

function recordSubmissions(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/submissions') sent.push(request);
  });
  return sent;
}

const VALID = {
  email: 'owner@konkan-couriers.example',
  companyName: 'Konkan Couriers',
  phone: '+91 98765 43210',
};

test.describe('account deletion page', () => {
  test('PUB-DEL-01 a warning that deletion is permanent comes before the form', async ({
    page,
  }) => {
    await openDeletion(page);
    const f = form(page);
    await expect(f.warning).toBeVisible();
    await expect(f.warning).toContainText('permanent');
    const before = await page.evaluate(() => {
      const note = document.querySelector('main [role="note"]');
      const formElement = document.querySelector('main form');
      if (!note || !formElement) return false;
      return Boolean(note.compareDocumentPosition(formElement) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(before).toBe(true);
  });

  test('PUB-DEL-02..07 email, company name, phone, reason, additional info and confirmation', async ({
    page,
  }) => {
    await openDeletion(page);
    const f = form(page);
    await expect(f.email).toHaveAttribute('type', 'email');
    await expect(f.email).toHaveAttribute('name', 'email');
    await expect(f.companyName).toHaveAttribute('name', 'companyName');
    await expect(f.phone).toHaveAttribute('type', 'tel');
    await expect(f.phone).toHaveAttribute('name', 'phone');
    await expect(f.reason).toHaveJSProperty('tagName', 'SELECT');
    await expect(f.additionalInfo).toHaveJSProperty('tagName', 'TEXTAREA');
    await expect(f.confirmation).toHaveCount(1);
    await expect(f.confirmation).not.toBeChecked();
    await expect(page.locator('main input[name="website"]')).toHaveAttribute('tabindex', '-1');
  });

  test('PUB-DEL-08 PUB-DEL-09 PUB-DEL-10 PUB-DEL-11 PUB-CONST-42 reason options, no-longer-needed by default', async ({
    page,
  }) => {
    await openDeletion(page);
    const options = form(page).reason.locator('option');
    await expect(options).toHaveCount(3);
    expect(
      await options.evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value)),
    ).toEqual(['no-longer-needed', 'moving-competitor', 'other']);
    await expect(options).toHaveText(['No longer needed', 'Moving to a competitor', 'Other']);
    await expect(form(page).reason).toHaveValue('no-longer-needed');
  });

  test('PUB-DEL-15 PUB-DEL-16 PUB-DEL-17 the button is disabled until the confirmation is ticked', async ({
    page,
  }) => {
    const sent = recordSubmissions(page);
    await openDeletion(page);
    const f = form(page);
    await expect(f.submit).toBeDisabled();
    await f.email.fill(VALID.email);
    await f.companyName.fill(VALID.companyName);
    await f.phone.fill(VALID.phone);
    await expect(f.submit).toBeDisabled();
    // Enter in a field does not send either while the box is unticked.
    await f.phone.press('Enter');

    await f.confirmation.check();
    await expect(f.submit).toBeEnabled();
    await f.confirmation.uncheck();
    await expect(f.submit).toBeDisabled();
    expect(sent).toHaveLength(0);
  });

  const required = [
    {
      id: 'PUB-DEL-12',
      field: 'email',
      message: 'Please enter the e-mail address you sign in with.',
    },
    { id: 'PUB-DEL-13', field: 'companyName', message: 'Please enter your company name.' },
    { id: 'PUB-DEL-14', field: 'phone', message: 'Please enter your phone number.' },
  ] as const;
  const ERROR_IDS = {
    email: 'deletion-email-error',
    companyName: 'deletion-company-name-error',
    phone: 'deletion-phone-error',
  } as const;

  for (const { id, field, message } of required) {
    test(`${id} ${field} is required: left empty, our message under it, nothing is sent`, async ({
      page,
    }) => {
      const sent = recordSubmissions(page);
      await openDeletion(page);
      const f = form(page);
      await expect(page.getByRole('main').locator('form')).toHaveJSProperty('noValidate', true);
      for (const key of ['email', 'companyName', 'phone'] as const) {
        await f[key].fill(key === field ? '' : VALID[key]);
      }
      await f.confirmation.check();
      await f.submit.click();

      await expect(f[field]).toBeFocused();
      await expect(f[field]).toHaveAttribute('aria-invalid', 'true');
      await expect(f[field]).toHaveAttribute('aria-describedby', ERROR_IDS[field]);
      await expect(page.locator(`#${ERROR_IDS[field]}`)).toHaveText(message);
      await expect(f.alert).toHaveText(message);
      expect(sent).toHaveLength(0);
    });
  }

  test('an e-mail the server refuses (priya@naik) is refused in the browser: the message under the field, nothing sent or stored', async ({
    page,
  }) => {
    const sent = recordSubmissions(page);
    await openDeletion(page);
    const f = form(page);
    await f.email.fill(REFUSED_EMAIL);
    await f.companyName.fill(VALID.companyName);
    await f.phone.fill(VALID.phone);
    await f.confirmation.check();
    await f.submit.click();
    await expect(f.email).toBeFocused();
    await expect(page.locator('#deletion-email-error')).toHaveText(REFUSED_EMAIL_MESSAGE);
    await expect(f.alert).toHaveText(REFUSED_EMAIL_MESSAGE);
    await expect(f.status).toHaveCount(0);
    expect(sent).toHaveLength(0);
    expect(await rowsWithRefusedEmail()).toBe(0);
  });

  test('PUB-DEL-18 PUB-DEL-19 PUB-DEL-20 PUB-CONST-32 PUB-CONST-33 PUB-API-18 sends the request; the answer says 30 days and a 14-day grace', async ({
    page,
  }) => {
    await openDeletion(page);
    const f = form(page);
    await f.email.fill(VALID.email);
    await f.companyName.fill(VALID.companyName);
    await f.phone.fill(VALID.phone);
    await f.reason.selectOption('moving-competitor');
    await f.additionalInfo.fill('We are merging with another firm.');
    await f.confirmation.check();

    const request = page.waitForRequest(
      (r) => new URL(r.url()).pathname === '/api/submissions' && r.method() === 'POST',
    );
    const response = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/submissions');
    await f.submit.click();

    expect((await request).postDataJSON()).toEqual({
      type: 'deletion',
      email: VALID.email,
      companyName: VALID.companyName,
      phone: VALID.phone,
      reason: 'moving-competitor',
      additionalInfo: 'We are merging with another firm.',
      confirmation: true,
      website: '',
    });
    const answer = await response;
    expect(answer.status()).toBe(201);
    expect(await answer.json()).toMatchObject({ is_success: true, id: expect.any(String) });

    await expect(f.status).toContainText('Deletion request received');
    await expect(f.status).toContainText('deleted within 30 days');
    await expect(f.status).toContainText('Logging in within 14 days cancels the request');
    await expect(f.status.getByRole('heading')).toBeFocused();
    await expect(f.alert).toHaveCount(0);
    await expect(page.getByRole('main').locator('form')).toHaveCount(0);
  });

  test('what is typed before the page has started its scripts is kept and sent', async ({
    page,
  }) => {
    // Hold the form's island script back, so the typing lands in the prerendered HTML.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/deletion-form-island-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await new PublicSite(page).goto('/account-deletion');
    const f = form(page);
    await f.email.fill(VALID.email);
    await f.companyName.fill(VALID.companyName);
    await f.reason.selectOption('other');
    await f.confirmation.check();
    release();
    // React has the form once its element carries React's fiber.
    await page.waitForFunction(() => {
      const form = document.querySelector('main form');
      return form !== null && Object.keys(form).some((key) => key.startsWith('__reactFiber'));
    });
    await f.phone.fill(VALID.phone);
    await expect(f.email).toHaveValue(VALID.email);
    const request = page.waitForRequest(
      (r) => new URL(r.url()).pathname === '/api/submissions' && r.method() === 'POST',
    );
    await f.submit.click();
    expect((await request).postDataJSON()).toMatchObject({
      email: VALID.email,
      companyName: VALID.companyName,
      phone: VALID.phone,
      reason: 'other',
      confirmation: true,
    });
    await expect(f.status).toContainText('Deletion request received');
  });

  test.describe('when the server refuses', () => {
    // Chromium logs every 4xx answer to a fetch as a console error.
    test.use({ allowedConsoleErrors: /status of 400/ });

    test('PUB-OURS-13 a refused request says what is wrong under the field, in plain words, and keeps the form', async ({
      page,
    }) => {
      const message = 'Invalid body.phone: must be a phone number';
      // The server's 400 answer, stood in here so the test does not spend the form rate limit.
      await page.route('**/api/submissions', (route) =>
        route.fulfill({ status: 400, json: { is_success: false, message } }),
      );
      await openDeletion(page);
      const f = form(page);
      await f.email.fill(VALID.email);
      await f.companyName.fill(VALID.companyName);
      // The browser accepts it (the same schema); the stand-in answer is a rule it could not know.
      await f.phone.fill(VALID.phone);
      await f.confirmation.check();
      const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/submissions');
      await f.submit.click();
      expect((await request).postDataJSON()).toMatchObject({
        type: 'deletion',
        phone: VALID.phone,
      });

      const plain = 'Please enter a phone number in digits, for example +91 98765 43210.';
      await expect(f.alert).toHaveText(plain);
      await expect(page.locator('#deletion-phone-error')).toHaveText(plain);
      await expect(page.getByText(message)).toHaveCount(0);
      await expect(f.status).toHaveCount(0);
      await expect(f.companyName).toHaveValue(VALID.companyName);
      await expect(f.phone).toHaveValue(VALID.phone);
      await expect(f.confirmation).toBeChecked();
      await expect(f.submit).toBeEnabled();
    });
  });
});
