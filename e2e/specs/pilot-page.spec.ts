import { AxeBuilder } from '@axe-core/playwright';
import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import {
  REFUSED_EMAIL,
  REFUSED_EMAIL_MESSAGE,
  rowsWithRefusedEmail,
} from '../support/refused-email';

/**
 * The pilot page and its 'Join the Pilot Program' modal (public-site-and-sign-in.md §2.4, §4, §5,
 * §7, §9). Applications go to POST /api/submissions tagged `pilot` (PUB-OURS-05); the server
 * stores them and answers 201 { is_success, id, message }.
 */

const SUBMISSIONS_PATH = '/api/submissions';
const isSubmission = (request: Request) =>
  request.method() === 'POST' && new URL(request.url()).pathname === SUBMISSIONS_PATH;

const MODAL_TITLE = 'Join the Pilot Program';
const REQUIRED_ALERT = 'Please fill in all required fields.';

const VALID = {
  name: 'Rohan Dessai',
  email: 'rohan@salcetewaste.example',
  phone: '+91 98765 43210',
  companyName: 'Salcete Waste Services',
  numEmployees: '50',
  businessType: 'service',
  problemDescription: 'We cannot tell which wards were covered on today’s collection round.',
} as const;
type PilotField = keyof typeof VALID;
const PILOT_FIELDS = Object.keys(VALID) as PilotField[];
const SELECTS: readonly PilotField[] = ['numEmployees', 'businessType'];

async function gotoPilot(page: Page): Promise<void> {
  await page.goto('/pilot');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Co-Create the Future of Business Operations',
  );
  // Prerendered HTML: a tap before the page's script has run is held and replayed, so no wait.
}

const applyNow = (page: Page) => page.getByRole('button', { name: 'Apply Now', exact: true });
const secureSpot = (page: Page) =>
  page.getByRole('button', { name: 'Secure Your Spot', exact: true });

async function openModal(page: Page, from: 'Apply Now' | 'Secure Your Spot' = 'Apply Now') {
  await (from === 'Apply Now' ? applyNow(page) : secureSpot(page)).click();
  const dialog = page.getByRole('dialog', { name: MODAL_TITLE });
  await expect(dialog).toBeVisible();
  return dialog;
}

const field = (dialog: Locator, name: PilotField | 'website') => dialog.locator(`[name="${name}"]`);
const submitButton = (dialog: Locator) =>
  dialog.getByRole('button', { name: 'Submit application' });
const successPanel = (dialog: Locator) =>
  dialog.getByRole('status').filter({ hasText: 'Application received' });
/** The alert's first line: the spec's sentence; the list of what is missing follows it. */
const alertTitle = (dialog: Locator) => dialog.getByRole('alert').locator('p').first();
const ERROR_IDS: Record<PilotField, string> = {
  name: 'pilot-name-error',
  email: 'pilot-email-error',
  phone: 'pilot-phone-error',
  companyName: 'pilot-company-name-error',
  numEmployees: 'pilot-num-employees-error',
  businessType: 'pilot-business-type-error',
  problemDescription: 'pilot-problem-description-error',
};

async function fill(dialog: Locator, values: Partial<Record<PilotField, string>>): Promise<void> {
  for (const [name, value] of Object.entries(values) as Array<[PilotField, string]>) {
    if (SELECTS.includes(name)) await field(dialog, name).selectOption(value);
    else await field(dialog, name).fill(value);
  }
}

function recordSubmissions(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (isSubmission(request)) sent.push(request);
  });
  return sent;
}

test.describe('pilot page content (§2.4)', () => {
  test.beforeEach(async ({ page }) => {
    await gotoPilot(page);
  });

  test('PUB-PILOT-01 PUB-PILOT-02 PUB-PILOT-03 PUB-PILOT-04 PUB-PILOT-05 PUB-CONST-20 PUB-CONST-21 hero and badges', async ({
    page,
  }) => {
    for (const badge of [
      'Limited Time',
      '50 Companies Only',
      '100% Free Access',
      'Only 50 companies will be selected',
    ]) {
      await expect(page.getByText(badge, { exact: true })).toBeVisible();
    }
    await expect(applyNow(page)).toBeVisible();
  });

  test('PUB-PILOT-06 PUB-PILOT-07 PUB-PILOT-08 PUB-PILOT-09 What you’ll get: Free Access, Direct Influence, Early Adopter Status', async ({
    page,
  }) => {
    const benefits = page.getByRole('region', { name: "What you'll get" });
    await expect(benefits.getByRole('heading', { level: 2 })).toHaveText("What you'll get");
    await expect(benefits.getByRole('heading', { level: 3 })).toHaveText([
      'Free Access',
      'Direct Influence',
      'Early Adopter Status',
    ]);
  });

  test('PUB-PILOT-10 PUB-PILOT-11 PUB-PILOT-12 PUB-PILOT-13 PUB-PILOT-14 How It Works: 1 Apply, 2 Qualify, 3 Onboard, 4 Influence', async ({
    page,
  }) => {
    const steps = page.getByRole('region', { name: 'How It Works' });
    await expect(steps.getByRole('heading', { level: 2 })).toHaveText('How It Works');
    const items = steps.getByRole('list').getByRole('listitem');
    await expect(items).toHaveCount(4);
    const expected = [
      ['1', 'Apply'],
      ['2', 'Qualify'],
      ['3', 'Onboard'],
      ['4', 'Influence'],
    ] as const;
    for (const [index, [number, label]] of expected.entries()) {
      const item = items.nth(index);
      await expect(item.getByText(number, { exact: true })).toBeVisible();
      await expect(item.getByRole('heading', { level: 3 })).toHaveText(label);
    }
    await expect(steps.getByRole('list')).toHaveJSProperty('tagName', 'OL');
  });

  test('PUB-PILOT-15 PUB-PILOT-16 PUB-PILOT-17 Secure Your Spot, the store links and the download note', async ({
    page,
  }) => {
    await expect(secureSpot(page)).toBeVisible();
    await expect(
      page.getByText('Start your free trial, No credit card required, Full feature access', {
        exact: true,
      }),
    ).toBeVisible();
    const android = page.getByRole('link', { name: /Google Play/ });
    const ios = page.getByRole('link', { name: /App Store/ });
    await expect(android).toHaveAttribute('href', /^https:\/\/play\.google\.com\//);
    await expect(ios).toHaveAttribute('href', /^https:\/\/apps\.apple\.com\//);
    await expect(android).toBeVisible();
    await expect(ios).toBeVisible();
  });

  test('PUB-PILOT-18 PUB-CONST-22 the copy describes a 30-day programme', async ({ page }) => {
    await expect(page.getByRole('main')).toContainText('30-day pilot programme');
  });

  test('the pilot page has no serious or critical axe violations, closed and with the modal open', async ({
    page,
  }) => {
    test.slow(); // axe walks the whole page twice
    const serious = async () =>
      (await new AxeBuilder({ page }).analyze()).violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`);
    expect(await serious()).toEqual([]);
    const dialog = await openModal(page);
    await submitButton(dialog).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    expect(await serious()).toEqual([]);
  });

  test('@mobile-only at 768 px and on a 360 px phone: no sideways scrolling, touch targets of 44 px', async ({
    page,
  }) => {
    for (const width of [768, 360]) {
      await page.setViewportSize({ width, height: 800 });
      await gotoPilot(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
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

test.describe('pilot modal: opening, closing, scroll lock (§2.4)', () => {
  test.beforeEach(async ({ page }) => {
    await gotoPilot(page);
  });

  test('PUB-PILOT-19 PUB-PILOT-21 "Apply Now" opens "Join the Pilot Program"', async ({ page }) => {
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const dialog = await openModal(page, 'Apply Now');
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(MODAL_TITLE);
  });

  test('PUB-PILOT-20 PUB-PILOT-21 "Secure Your Spot" opens the same modal', async ({ page }) => {
    const dialog = await openModal(page, 'Secure Your Spot');
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(MODAL_TITLE);
    await expect(dialog.locator('form')).toHaveCount(1);
  });

  const CLOSERS = [
    { id: 'PUB-PILOT-22', how: 'Escape', close: (page: Page) => page.keyboard.press('Escape') },
    {
      id: 'PUB-PILOT-23',
      how: 'a click on the backdrop',
      close: (page: Page) => page.mouse.click(4, 4),
    },
    {
      id: 'PUB-PILOT-24',
      how: 'the × button',
      close: (page: Page) =>
        page.getByRole('dialog').getByRole('button', { name: 'Close' }).click(),
    },
  ];
  for (const { id, how, close } of CLOSERS) {
    test(`${id} ${how} closes the modal and focus returns to the opener`, async ({ page }) => {
      const dialog = await openModal(page, 'Secure Your Spot');
      await expect(dialog).toBeVisible();
      await close(page);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(secureSpot(page)).toBeFocused();
    });
  }

  test('PUB-PILOT-25 the page does not scroll while the modal is open, and scrolls again after', async ({
    page,
  }) => {
    const overflow = () => page.evaluate(() => getComputedStyle(document.body).overflow);
    expect(await overflow()).not.toBe('hidden');
    await openModal(page);
    expect(await overflow()).toBe('hidden');
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await page.mouse.move(4, 4);
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await overflow()).not.toBe('hidden');
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollBefore);
  });
});

test.describe('pilot form fields (§3, §5)', () => {
  test('PUB-PILOT-26 PUB-PILOT-27 PUB-PILOT-28 PUB-PILOT-29 PUB-PILOT-30 PUB-PILOT-31 PUB-PILOT-32 the seven labelled fields', async ({
    page,
  }) => {
    await gotoPilot(page);
    const dialog = await openModal(page);
    const tags: Record<PilotField, string> = {
      name: 'INPUT',
      email: 'INPUT',
      phone: 'INPUT',
      companyName: 'INPUT',
      numEmployees: 'SELECT',
      businessType: 'SELECT',
      problemDescription: 'TEXTAREA',
    };
    for (const name of PILOT_FIELDS) {
      const control = field(dialog, name);
      await expect(control).toBeVisible();
      await expect(control).toHaveJSProperty('tagName', tags[name]);
      await expect(control).toHaveAccessibleName(/\w/);
    }
    await expect(field(dialog, 'email')).toHaveAttribute('type', 'email');
    await expect(field(dialog, 'phone')).toHaveAttribute('type', 'tel');
    // Honeypot: present but out of sight and out of the tab order.
    await expect(field(dialog, 'website')).toHaveAttribute('tabindex', '-1');
    await expect(field(dialog, 'website')).toHaveAttribute('autocomplete', 'off');
  });

  test('PUB-PILOT-33 PUB-PILOT-34 PUB-PILOT-35 PUB-PILOT-36 number of employees: 10 (1-10), 20 (10+), 50 (50+), 100 (100+)', async ({
    page,
  }) => {
    await gotoPilot(page);
    const dialog = await openModal(page);
    const options = await field(dialog, 'numEmployees')
      .locator('option')
      .evaluateAll((nodes) =>
        (nodes as HTMLOptionElement[])
          .filter((option) => option.value !== '')
          .map((option) => ({ value: option.value, label: option.textContent })),
      );
    expect(options).toEqual([
      { value: '10', label: '1-10' },
      { value: '20', label: '10+' },
      { value: '50', label: '50+' },
      { value: '100', label: '100+' },
    ]);
    await expect(field(dialog, 'numEmployees')).toHaveValue('');
  });

  test('PUB-PILOT-37 PUB-PILOT-38 PUB-PILOT-39 PUB-PILOT-40 business type: retail, service, manufacturing, other', async ({
    page,
  }) => {
    await gotoPilot(page);
    const dialog = await openModal(page);
    const values = await field(dialog, 'businessType')
      .locator('option')
      .evaluateAll((nodes) =>
        (nodes as HTMLOptionElement[]).map((option) => option.value).filter(Boolean),
      );
    expect(values).toEqual(['retail', 'service', 'manufacturing', 'other']);
    await expect(field(dialog, 'businessType')).toHaveValue('');
  });

  test('PUB-PILOT-41 native browser validation is off: an empty submit reaches our own check', async ({
    page,
  }) => {
    const sent = recordSubmissions(page);
    await gotoPilot(page);
    const dialog = await openModal(page);
    const form = dialog.locator('form');
    await expect(form).toHaveAttribute('novalidate', '');
    await expect(form).toHaveJSProperty('noValidate', true);
    await submitButton(dialog).click();
    // Were the browser validating, it would have stopped the submit before our alert.
    await expect(alertTitle(dialog)).toHaveText(REQUIRED_ALERT);
    await expect(dialog.getByRole('alert').getByRole('link')).toHaveCount(PILOT_FIELDS.length);
    await expect(field(dialog, 'name')).toBeFocused();
    expect(sent).toEqual([]);
  });
});

test.describe('pilot form: blank fields (§5, §8)', () => {
  for (const name of PILOT_FIELDS) {
    test(`PUB-PILOT-42 PUB-PILOT-44 ${name} left empty: the alert "${REQUIRED_ALERT}" and nothing is sent`, async ({
      page,
    }) => {
      const sent = recordSubmissions(page);
      await gotoPilot(page);
      const dialog = await openModal(page);
      const { [name]: _left, ...others } = VALID;
      await fill(dialog, others);
      await submitButton(dialog).click();
      await expect(alertTitle(dialog)).toHaveText(REQUIRED_ALERT);
      await expect(field(dialog, name)).toBeFocused();
      await expect(field(dialog, name)).toHaveAttribute('aria-describedby', ERROR_IDS[name]);
      const message = dialog.locator(`#${ERROR_IDS[name]}`);
      await expect(message).toHaveText(/^Please (enter|choose|tell)/);
      await expect(dialog.getByRole('alert').getByRole('link')).toHaveText([
        (await message.textContent()) ?? '',
      ]);
      await expect(successPanel(dialog)).toHaveCount(0);
      expect(sent).toEqual([]);
    });
  }

  for (const name of PILOT_FIELDS.filter((n) => !SELECTS.includes(n))) {
    test(`PUB-PILOT-43 PUB-PILOT-44 ${name} with spaces only counts as blank`, async ({ page }) => {
      const sent = recordSubmissions(page);
      await gotoPilot(page);
      const dialog = await openModal(page);
      await fill(dialog, { ...VALID, [name]: '   ' });
      await submitButton(dialog).click();
      await expect(alertTitle(dialog)).toHaveText(REQUIRED_ALERT);
      expect(sent).toEqual([]);
    });
  }

  test('an e-mail the server refuses (priya@naik) is refused in the browser: the message under the field, nothing sent or stored', async ({
    page,
  }) => {
    const sent = recordSubmissions(page);
    await gotoPilot(page);
    const dialog = await openModal(page);
    await fill(dialog, { ...VALID, email: REFUSED_EMAIL });
    await submitButton(dialog).click();
    await expect(field(dialog, 'email')).toBeFocused();
    await expect(field(dialog, 'email')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.locator(`#${ERROR_IDS.email}`)).toHaveText(REFUSED_EMAIL_MESSAGE);
    // Nothing is blank, so the alert is the field's message alone.
    await expect(dialog.getByRole('alert')).toHaveText(REFUSED_EMAIL_MESSAGE);
    await expect(successPanel(dialog)).toHaveCount(0);
    expect(sent).toEqual([]);
    expect(await rowsWithRefusedEmail()).toBe(0);
  });
});

test.describe('pilot form: sending (§4, §7, PUB-OURS-11)', () => {
  test('PUB-PILOT-45 PUB-PILOT-46 PUB-PILOT-47 PUB-PILOT-48 PUB-CONST-03 PUB-API-18 a valid application is sent tagged pilot, the success panel shows, and 4 s later the modal closes with the form reset', async ({
    page,
  }) => {
    const sent = recordSubmissions(page);
    await page.clock.install();
    await gotoPilot(page);
    // From here on only runFor moves time, so the 4 s are counted exactly.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    const dialog = await openModal(page);
    await fill(dialog, VALID);
    const response = page.waitForResponse((res) => isSubmission(res.request()));
    await submitButton(dialog).click();
    const answer = await response;
    expect(answer.request().postDataJSON()).toEqual({ type: 'pilot', ...VALID, website: '' });
    expect(answer.status()).toBe(201);
    expect(await answer.json()).toMatchObject({ is_success: true, id: expect.any(String) });
    expect(sent).toHaveLength(1);

    const success = successPanel(dialog);
    await expect(success).toBeVisible();
    await expect(success).toBeFocused();
    await page.clock.runFor(3999);
    await expect(dialog).toBeVisible();
    await expect(success).toBeVisible();
    await page.clock.runFor(1);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const reopened = await openModal(page, 'Secure Your Spot');
    await expect(successPanel(reopened)).toHaveCount(0);
    await expect(submitButton(reopened)).toBeVisible();
    for (const name of PILOT_FIELDS) await expect(field(reopened, name)).toHaveValue('');
    await expect(reopened.getByRole('alert')).toHaveCount(0);
  });

  test.describe('when the server refuses', () => {
    // Chromium reports the refused request itself as a console error; that is what is tested here.
    test.use({ allowedConsoleErrors: /Failed to load resource/ });

    test('PUB-OURS-11 the server’s message shows as an alert in the modal and the form keeps what was typed', async ({
      page,
    }) => {
      const message = 'email must be an e-mail address';
      await page.route(`**${SUBMISSIONS_PATH}`, (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({ is_success: false, message }),
        }),
      );
      await gotoPilot(page);
      const dialog = await openModal(page);
      await fill(dialog, VALID);
      const response = page.waitForResponse((res) => isSubmission(res.request()));
      await submitButton(dialog).click();
      expect((await response).status()).toBe(400);
      await expect(dialog.getByRole('alert')).toHaveText(message);
      await expect(successPanel(dialog)).toHaveCount(0);
      await expect(dialog).toBeVisible();
      for (const name of PILOT_FIELDS) await expect(field(dialog, name)).toHaveValue(VALID[name]);
      await expect(submitButton(dialog)).toBeEnabled();
    });

    test('PUB-OURS-11 a network failure shows a message and keeps the form', async ({ page }) => {
      await page.route(`**${SUBMISSIONS_PATH}`, (route) => route.abort('failed'));
      await gotoPilot(page);
      const dialog = await openModal(page);
      await fill(dialog, VALID);
      await submitButton(dialog).click();
      await expect(dialog.getByRole('alert')).toHaveText(/connection/);
      await expect(field(dialog, 'name')).toHaveValue(VALID.name);
    });
  });
});
