import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Request, Route } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { queryE2eDatabase } from '../support/database';
import {
  REFUSED_EMAIL,
  REFUSED_EMAIL_MESSAGE,
  rowsWithRefusedEmail,
} from '../support/refused-email';
import { isWebVitalsBeacon } from '../support/telemetry';
import {
  CustomerRequestPage,
  demoCompany,
  dueDateInDays,
  shareLocation,
  uniqueEmail,
} from '../support/customer-request-page';

/**
 * The public "Raise a Request" form (public-site-and-sign-in.md §2.9, §4, §5, §7, §8, §9;
 * checklist PUB-CUST-*) against the real server with the seeded demo company. Address search and
 * reverse lookup need the e2e server's GEOCODER_URL to point at the Nominatim stand-in
 * (E2E_GEOCODER_ORIGIN, default http://127.0.0.1:3102), which knows Panaji, Margao and Mapusa.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const NO_SUCH_DEPARTMENT = '00000000-0000-4000-8000-000000000000';

// A lookup of an e-mail nobody used yet answers 404, which Chromium logs as a console error.
test.use({ allowedConsoleErrors: /status of 404/ });

test.describe('Raise a Request: the page and its company (PUB-CUST)', () => {
  test('PUB-CUST-01..05 PUB-CUST-13 PUB-CUST-14 PUB-CUST-16 PUB-CUST-17 /customer needs no login, offers the active companies, and has the fields', async ({
    page,
  }) => {
    const company = await demoCompany(page.request);
    const form = new CustomerRequestPage(page);
    const list = page.waitForRequest((r) => r.url().includes('/api/companies?'));
    await form.goto('/customer');
    expect(new URL((await list).url()).searchParams.get('isActive')).toBe('true');
    await expect(form.company.getByRole('option', { name: company.name })).toBeAttached();
    await form.company.selectOption({ label: company.name });
    await expect(form.heading).toHaveText(`Raise a Request: ${company.name}`);
    for (const field of [form.email, form.name, form.phone, form.description, form.location]) {
      await expect(field).toBeVisible();
    }
    await expect(form.email).toHaveAttribute('type', 'email');
    await expect(form.name).toHaveJSProperty('tagName', 'INPUT');
    await expect(form.description).toHaveJSProperty('tagName', 'TEXTAREA');
    await expect(form.images).toHaveAttribute('accept', 'image/*');
    await expect(form.images).toHaveAttribute('multiple', '');
    await expect(form.dueDate).toHaveAttribute('type', 'datetime-local');
  });

  test('PUB-CUST-06..12 PUB-CUST-16 the route names the company (no company field); an unknown department is dropped', async ({
    page,
  }) => {
    const company = await demoCompany(page.request);
    const form = new CustomerRequestPage(page);
    const verify = page.waitForResponse((r) => r.url().endsWith('/verify'));
    await form.goto(`/company/${company.id}/customer?departmentId=${NO_SUCH_DEPARTMENT}`);
    expect((await verify).url()).toContain(
      `/api/companies/${company.id}/departments/${NO_SUCH_DEPARTMENT}/verify`,
    );
    await expect(form.heading).toHaveText(`Raise a Request: ${company.name}`);
    await expect(form.company).toHaveCount(0);
  });

  test.describe('unknown companies', () => {
    test.use({ allowedConsoleErrors: /status of 40[04]/ });

    test('PUB-ERR-07 an unknown company in the route says "Company not found"', async ({
      page,
    }) => {
      const form = new CustomerRequestPage(page);
      await form.goto('/company/42/customer');
      await expect(page.getByRole('alert')).toHaveText('Company not found');
      await form.goto('/company/6f1d2c3b-0000-4000-8000-000000000042/customer');
      await expect(page.getByRole('alert')).toHaveText('Company not found');
      await expect(form.email).toHaveCount(0);
    });
  });

  test.describe('company loading failures (server mocked)', () => {
    test.use({ allowedConsoleErrors: /status of 500/ });
    const fail = (route: Route) =>
      route.fulfill({ status: 500, json: { is_success: false, message: 'boom' } });

    test('PUB-ERR-06 the company list fails to load', async ({ page }) => {
      await page.route(/\/api\/companies\?isActive=true$/, fail);
      const form = new CustomerRequestPage(page);
      await form.goto('/customer');
      await expect(page.getByRole('alert')).toHaveText(
        'Failed to load companies. Please try again later.',
        { timeout: 15_000 },
      );
    });

    test('PUB-ERR-08 PUB-ERR-09 one company fails to load', async ({ page }) => {
      const company = await demoCompany(page.request);
      await page.route(new RegExp(`/api/companies/${company.id}$`), fail);
      const form = new CustomerRequestPage(page);
      await form.goto(`/company/${company.id}/customer`);
      await expect(page.getByRole('alert')).toHaveText('Failed to load company information', {
        timeout: 15_000,
      });
      await form.goto('/customer');
      await form.company.selectOption({ label: company.name });
      await expect(page.getByRole('alert')).toHaveText('Failed to load company details', {
        timeout: 15_000,
      });
    });
  });
});

test.describe('Raise a Request: checks on submit (PUB-CUST-34..42)', () => {
  test('each check in the spec order, one message at a time, nothing sent', async ({
    page,
    context,
  }) => {
    const company = await demoCompany(page.request);
    const form = new CustomerRequestPage(page);
    await form.stubTiles();
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && !isWebVitalsBeacon(r.url())) posts.push(r.url());
    });
    await form.goto('/customer');

    const expectOnly = async (message: string, fieldId: string) => {
      await form.submit.click();
      await expect(form.formAlert).toHaveText(message);
      await expect(form.fieldError(fieldId)).toHaveText(message);
      await expect(page.locator(`#${fieldId}`)).toBeFocused();
      await expect(page.locator('p[id$="-error"]')).toHaveCount(1);
    };

    await expectOnly('Email address is required', 'request-email');
    await form.email.fill(uniqueEmail('order'));
    await expectOnly('Name is required', 'request-name');
    await form.name.fill('Asha Naik');
    await expectOnly('Please select a company', 'request-company');
    await form.company.selectOption({ label: company.name });
    await expectOnly('Description is required', 'request-description');
    await form.description.fill('The garbage on our lane was not collected today.');
    await expectOnly('Location is required', 'request-location');
    await shareLocation(context);
    await form.useMyLocation.click();
    await expect(form.location).toHaveValue(/Panaji, Goa/);
    await expectOnly('Due Date is required', 'request-due-date');
    await form.dueDate.fill('2020-01-01T10:00');
    await expectOnly('Please provide a valid Due Date', 'request-due-date');
    expect(posts).toEqual([]);
  });

  test('PUB-CUST-34 an e-mail the server refuses (priya@naik) is refused in the browser, right after the e-mail check: the message under the field, nothing sent or stored', async ({
    page,
  }) => {
    const company = await demoCompany(page.request);
    const form = new CustomerRequestPage(page);
    await form.stubTiles();
    const calls: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path === '/api/customers' || path === '/api/complaints/submit') calls.push(path);
    });
    await form.goto(`/company/${company.id}/customer`);
    await form.email.fill(REFUSED_EMAIL);
    await form.name.fill('Priya Naik');
    await form.description.fill('The street light outside our shop is out.');
    await form.pickAddress('Panaji');
    await form.dueDate.fill(dueDateInDays(2));
    await form.submit.click();
    await expect(form.formAlert).toHaveText(REFUSED_EMAIL_MESSAGE);
    await expect(form.fieldError('request-email')).toHaveText(REFUSED_EMAIL_MESSAGE);
    await expect(form.email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.email).toBeFocused();
    await expect(form.successHeading).toHaveCount(0);
    // Not even looked up: the server would refuse the lookup too.
    expect(calls).toEqual([]);
    expect(await rowsWithRefusedEmail()).toBe(0);
  });

  test('PUB-CUST-42 with the company in the route the company check is skipped', async ({
    page,
  }) => {
    const company = await demoCompany(page.request);
    const form = new CustomerRequestPage(page);
    await form.goto(`/company/${company.id}/customer`);
    await form.email.fill(uniqueEmail('route'));
    await form.name.fill('Asha Naik');
    await form.submit.click();
    await expect(form.formAlert).toHaveText('Description is required');
  });
});

test.describe('Raise a Request: a returning customer (PUB-CUST-26..33)', () => {
  test('is found by e-mail, locked, welcomed; editing the e-mail unlocks and empties', async ({
    page,
  }) => {
    const company = await demoCompany(page.request);
    const email = uniqueEmail('returning');
    const created = await page.request.post('/api/customers', {
      data: { name: 'Rita Fernandes', email, phone: '+91 98220 12345', companyId: company.id },
    });
    expect(created.status()).toBe(201);

    const form = new CustomerRequestPage(page);
    const lookups: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/customers?')) lookups.push(r.url());
    });
    await page.clock.install();
    await form.goto(`/company/${company.id}/customer`);
    // The field first: under load its rendering may still wait on timers a paused clock holds.
    await form.email.waitFor();
    // From here only runFor moves time: the address without an @ gets far more than its 500 ms.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await form.email.fill('rita.fernandes');
    await page.clock.runFor(1000);
    const lookup = page.waitForRequest((r) => r.url().includes('/api/customers?'));
    await form.email.fill(email);
    await page.clock.runFor(500);
    await lookup;
    await page.clock.resume();
    await expect(form.welcomeBack).toBeVisible();
    // A lookup of the address without an @ would have gone out before this one.
    expect(lookups).toHaveLength(1);
    const query = new URL(lookups.at(-1) ?? '').searchParams;
    expect([query.get('email'), query.get('companyId')]).toEqual([email, company.id]);
    await expect(form.name).toHaveValue('Rita Fernandes');
    await expect(form.name).not.toBeEditable();
    await expect(form.phone).toHaveValue(/2345$/);
    await expect(form.phone).not.toHaveValue(/98220/);
    await expect(form.phone).not.toBeEditable();

    await form.email.fill(email.replace('@', '.new@'));
    await expect(form.welcomeBack).toHaveCount(0);
    await expect(form.name).toBeEditable();
    await expect(form.name).toHaveValue('');
    await expect(form.phone).toBeEditable();
    await expect(form.phone).toHaveValue('');
  });
});

test.describe('Raise a Request: images (PUB-CUST-21, 22)', () => {
  test('files that are not images or are over 10 MB are skipped with their message', async ({
    page,
  }) => {
    const company = await demoCompany(page.request);
    const form = new CustomerRequestPage(page);
    await form.goto(`/company/${company.id}/customer`);
    await form.images.setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
      { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
    ]);
    const skipped = page.getByRole('alert');
    await expect(skipped).toContainText('Invalid file type. Please use JPEG, PNG, GIF, or WebP');
    await expect(skipped).toContainText('File size too large (max 10MB)');
    await expect(page.getByRole('list', { name: 'Attached images' })).toHaveCount(0);
  });
});

test.describe('Raise a Request: sending (PUB-CUST-43..52)', () => {
  test('PUB-CUST-15 PUB-API-11..15 a new customer without a phone and a 3 MB photo: downscaled, uploaded, submitted, stored, reference shown', async ({
    page,
  }) => {
    const company = await demoCompany(page.request);
    const [department] = await queryE2eDatabase<{ id: string; name: string }>(
      'select id, name from departments where company_id = $1 order by name limit 1',
      [company.id],
    );
    if (!department) throw new Error('the demo company has no departments');
    const form = new CustomerRequestPage(page);
    await form.stubTiles();
    await form.goto(`/company/${company.id}/customer?departmentId=${department.id}`);
    await expect(form.heading).toHaveText(`Raise a Request: ${company.name}, ${department.name}`);
    const email = uniqueEmail('submit');
    await form.email.fill(email);
    await form.name.fill('Sunil Gaonkar');
    await form.description.fill('Broken street light outside house 14.');
    await form.pickAddress('Panaji');
    const pin = await form.pinnedPoint();

    const photo = await form.canvasImage({
      width: 3000,
      height: 2000,
      type: 'image/jpeg',
      quality: 0.9,
    });
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(photo.length).toBeLessThan(10 * 1024 * 1024);
    await form.images.setInputFiles({
      name: 'site-photo.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    await expect(page.getByRole('img', { name: 'site-photo.jpg' })).toBeVisible();
    await expect(page.getByText('Ready to upload')).toBeVisible();
    const due = dueDateInDays(3);
    await form.dueDate.fill(due);

    // Hold the upload, to see its progress bar and its headers.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let seen!: (request: Request) => void;
    const put = new Promise<Request>((resolve) => {
      seen = resolve;
    });
    await page.route(/\/api\/upload\/local\//, async (route) => {
      seen(route.request());
      await held;
      await route.continue();
    });
    const customer = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/customers'),
    );
    const presigned = page.waitForResponse((r) => r.url().includes('/api/upload/presigned-url'));
    const submitted = page.waitForResponse((r) => r.url().endsWith('/api/complaints/submit'));
    await form.submit.click();

    const created = await customer;
    expect(created.request().postDataJSON()).toEqual({
      name: 'Sunil Gaonkar',
      email,
      companyId: company.id,
    });
    expect(created.status()).toBe(201);
    const createdBody = (await created.json()) as { customer: { id: string } };
    expect(createdBody).toEqual({
      is_success: true,
      customer: { id: expect.stringMatching(UUID) },
      message: expect.any(String),
    });
    const presign = await presigned;
    expect(new URL(presign.url()).searchParams.get('fileType')).toBe('image/jpeg');
    const { uploadUrl } = (await presign.json()) as { uploadUrl: string };
    const upload = await put;
    expect([upload.method(), upload.url()]).toEqual(['PUT', uploadUrl]);
    const headers = await upload.allHeaders();
    expect(headers['content-type']).toBe('image/jpeg');
    expect(headers.authorization).toBeUndefined();
    await expect(
      page.getByRole('progressbar', { name: 'Upload of site-photo.jpg' }),
    ).toHaveAttribute('aria-valuenow', /^\d+$/);
    release();

    const response = await submitted;
    expect(response.status()).toBe(201);
    const answer = (await response.json()) as { complaint: { id: string } };
    expect(answer).toEqual({
      is_success: true,
      complaint: { id: expect.stringMatching(UUID) },
      message: expect.any(String),
    });
    const sent = response.request().postDataJSON() as {
      images: string[];
      [key: string]: unknown;
    };
    expect(sent).toEqual({
      companyId: company.id,
      customerId: createdBody.customer.id,
      departmentId: department.id,
      description: 'Broken street light outside house 14.',
      location: {
        address: expect.stringMatching(/^Panaji, Goa/),
        coordinates: { lat: expect.closeTo(pin.lat, 4), lng: expect.closeTo(pin.lng, 4) },
      },
      images: [expect.stringContaining('/uploads/')],
      dueDate: new Date(due).toISOString(),
    });

    await expect(form.successHeading).toBeVisible();
    await expect(form.reference).toHaveText(answer.complaint.id);

    // The request is now an incoming task of the company, for the customer just created.
    const [task] = await queryE2eDatabase(
      `select c.company_id, c.department_id, c.description, c.status, c.task_type, c.images,
              c.location_address, c.due_date, u.name, u.email, u.phone
         from complaints c join customers u on u.id = c.customer_id
        where c.id = $1`,
      [answer.complaint.id],
    );
    expect(task).toEqual({
      company_id: company.id,
      department_id: department.id,
      description: 'Broken street light outside house 14.',
      status: 'incoming',
      task_type: 'customer',
      images: sent.images,
      location_address: expect.stringMatching(/^Panaji, Goa/),
      due_date: new Date(due),
      name: 'Sunil Gaonkar',
      email,
      phone: null,
    });

    const stored = await page.evaluate(async (url) => {
      const blob = await (await fetch(url)).blob();
      const bitmap = await createImageBitmap(blob);
      return { width: bitmap.width, height: bitmap.height, type: blob.type, size: blob.size };
    }, sent.images[0] ?? '');
    expect(stored).toMatchObject({ width: 1024, height: 683, type: 'image/jpeg' });
    expect(stored.size).toBeLessThan(1024 * 1024);

    await page.getByRole('button', { name: 'Raise another request' }).click();
    await expect(form.email).toHaveValue('');
    await expect(form.name).toHaveValue('');
    await expect(form.description).toHaveValue('');
    await expect(form.location).toHaveValue('');
    await expect(form.dueDate).toHaveValue('');
    await expect(page.getByRole('list', { name: 'Attached images' })).toHaveCount(0);
  });
});

test.describe('Raise a Request: send failures (server mocked; PUB-ERR-10..15)', () => {
  test.use({ allowedConsoleErrors: /status of (400|404|500)/ });

  async function readyForm(form: CustomerRequestPage, context: BrowserContext) {
    const company = await demoCompany(form.page.request);
    // No lookups reach the server: every e-mail is a new customer here.
    await form.page.route(/\/api\/customers\?/, (route) =>
      route.fulfill({ status: 404, json: { is_success: false, message: 'Customer not found' } }),
    );
    await form.stubTiles();
    await shareLocation(context);
    // A department that does not verify is dropped: the request goes without one (PUB-CUST-12).
    await form.goto(`/company/${company.id}/customer?departmentId=${NO_SUCH_DEPARTMENT}`);
    await form.email.fill(uniqueEmail('fail'));
    await form.name.fill('Asha Naik');
    await form.description.fill('Water purifier leaking.');
    await form.useMyLocation.click();
    await expect(form.location).toHaveValue(/Panaji/);
    await form.dueDate.fill(dueDateInDays(2));
  }

  const mockCreate = (form: CustomerRequestPage, status: number, json: unknown) =>
    form.page.route(/\/api\/customers$/, (route) => route.fulfill({ status, json }));

  test('the server message, else "Failed to process customer data"', async ({ page, context }) => {
    const form = new CustomerRequestPage(page);
    await readyForm(form, context);
    await mockCreate(form, 400, { is_success: false, message: 'email must be an e-mail address' });
    await form.submit.click();
    await expect(form.formAlert).toHaveText('email must be an e-mail address');
    await page.unroute(/\/api\/customers$/);
    await mockCreate(form, 200, { is_success: false });
    await form.submit.click();
    await expect(form.formAlert).toHaveText('Failed to process customer data');
  });

  test('an upload failure, then "Failed to submit request"', async ({ page, context }) => {
    const form = new CustomerRequestPage(page);
    await readyForm(form, context);
    await mockCreate(form, 201, {
      is_success: true,
      customer: { id: '5d1f0a5e-0000-4000-8000-000000000001' },
      message: 'Customer saved',
    });
    const small = {
      name: 'small.png',
      mimeType: 'image/png',
      buffer: await form.canvasImage({ width: 8, height: 8, type: 'image/png' }),
    };
    await form.images.setInputFiles(small);
    await expect(page.getByText('Ready to upload')).toBeVisible();
    await page.route(/\/api\/upload\/presigned-url/, (route) =>
      route.fulfill({
        json: {
          uploadUrl: new URL('/api/upload/local/mock', page.url()).href,
          fileUrl: new URL('/uploads/mock.png', page.url()).href,
        },
      }),
    );
    await page.route(/\/api\/upload\/local\//, (route) =>
      route.fulfill({ status: 500, json: { is_success: false, message: 'disk full' } }),
    );
    const submits: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/complaints/submit')) submits.push(r.url());
    });
    await form.submit.click();
    await expect(form.formAlert).toHaveText('Failed to upload images. Please try again.');
    await expect(page.getByText('Upload failed')).toBeVisible();
    expect(submits).toEqual([]);

    await page.unroute(/\/api\/upload\/local\//);
    await page.route(/\/api\/upload\/local\//, (route) =>
      route.fulfill({ json: { is_success: true } }),
    );
    await page.route(/\/api\/complaints\/submit$/, (route) =>
      route.fulfill({ status: 201, json: { is_success: false } }),
    );
    const submit = page.waitForRequest((r) => r.url().endsWith('/api/complaints/submit'));
    await form.submit.click();
    await expect(form.formAlert).toHaveText('Failed to submit request');
    expect((await submit).postDataJSON()).toMatchObject({
      customerId: '5d1f0a5e-0000-4000-8000-000000000001',
      departmentId: null,
      images: [new URL('/uploads/mock.png', page.url()).href],
    });
  });
});

test.describe('Raise a Request: accessibility', () => {
  test('no serious or critical axe violations with errors and the map shown', async ({
    page,
    context,
  }) => {
    const company = await demoCompany(page.request);
    const form = new CustomerRequestPage(page);
    await form.stubTiles();
    await shareLocation(context);
    await form.goto(`/company/${company.id}/customer`);
    await form.submit.click();
    await expect(form.formAlert).toHaveText('Email address is required');
    await form.useMyLocation.click();
    await expect(form.marker).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(serious).toEqual([]);
  });
});
