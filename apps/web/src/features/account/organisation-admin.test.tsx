import type { User } from '@ronda/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '@/lib/auth-store';
import { AccountPage } from './account-page';
import {
  ana,
  company,
  COMPANY_ID,
  departments,
  ELECTRICAL,
  meera,
  people,
  ravi,
} from './test-fixtures';

interface Call {
  method: string;
  path: string;
  body: unknown;
}

const invite = {
  id: '00000000-0000-4000-8000-00000000f001',
  code: 'K7M2P9QX',
  departmentId: ELECTRICAL,
  departmentName: 'Electrical',
  createdAt: '2026-11-24T09:00:00.000Z',
  expiresAt: '2026-11-27T09:00:00.000Z',
  maxUses: 5,
  usedCount: 0,
  qrPayload: 'https://ronda.example/join?code=K7M2P9QX',
};

const OSMAND_URL = 'https://ronda.example/api/osmand';
const trackingKey = {
  id: '00000000-0000-4000-8000-00000000d001',
  userName: 'Ana Lopes',
  hint: '…-key',
  createdAt: '2026-11-27T09:00:00.000Z',
  lastUsedAt: null,
  refusedCount: 0,
  lastRefusedAt: null,
  lastRefusedReason: null,
};

/** Whose keys each GET of the tracking keys asked for. */
const trackingQueries: (string | null)[] = [];

/** A small stand-in for the company API: answers the page's reads, records its writes. */
function stubServer() {
  const calls: Call[] = [];
  trackingQueries.length = 0;
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const { pathname, searchParams } = new URL(input, 'http://x');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path: pathname, body });
      if (pathname === '/api/device/tracking-keys') {
        if (method === 'GET') trackingQueries.push(searchParams.get('userId'));
        const userId = searchParams.get('userId') ?? (body as { userId?: string }).userId ?? '';
        const key = { ...trackingKey, userId };
        return method === 'GET'
          ? json({ is_success: true, url: OSMAND_URL, trackingKeys: [] })
          : json({ is_success: true, key: 'secret-key', url: OSMAND_URL, trackingKey: key }, 201);
      }
      if (method === 'GET') {
        if (pathname === `/api/companies/${COMPANY_ID}`) return json({ is_success: true, company });
        if (pathname === `/api/departments/${COMPANY_ID}`)
          return json({ is_success: true, departments });
        if (pathname === `/api/companies/${COMPANY_ID}/employees`)
          return json({ is_success: true, employees: people });
        if (pathname === '/api/company/invites') return json({ is_success: true, invites: [] });
        if (pathname === '/api/company/changes')
          return json({
            is_success: true,
            changes: [
              {
                id: '00000000-0000-4000-8000-00000000c001',
                at: new Date().toISOString(),
                actor: { id: ravi.id, name: 'Ravi Kamat' },
                action: 'department.created',
                summary: 'Created the department Gardening',
              },
            ],
          });
      }
      if (pathname === '/api/company/departments')
        return json(
          { is_success: true, department: { ...departments[0], ...(body as object) } },
          201,
        );
      if (pathname === '/api/company/invites') return json({ is_success: true, invite }, 201);
      if (pathname.startsWith('/api/company/users/')) return json({ is_success: true, user: ana });
      if (pathname === '/api/company') return json({ is_success: true, company });
      return json({ is_success: false, message: `unexpected ${method} ${pathname}` }, 404);
    }),
  );
  return calls;
}

function renderAs(user: User) {
  signIn({ token: 't', user, company });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <AccountPage />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');

describe('Account Settings: managing the organisation (issue 13, admins only)', () => {
  beforeEach(() => {
    // jsdom has <dialog> but not its modal methods.
    HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });
  afterEach(() => {
    cleanup();
    signOut();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('creates a department and lists the recent changes', async () => {
    const calls = stubServer();
    renderAs(ravi);
    expect(await screen.findByText('Created the department Gardening')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New department' }));
    const dialog = await screen.findByRole('dialog', { name: 'New department' });
    fireEvent.change(within(dialog).getByLabelText(/Name/), { target: { value: 'Pest Control' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), {
      target: { value: 'Termites and rodents' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create department' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        {
          method: 'POST',
          path: '/api/company/departments',
          body: { name: 'Pest Control', description: 'Termites and rodents' },
        },
      ]),
    );
  });

  it('moves a person, makes them a supervisor and deactivates them from the member modal', async () => {
    const calls = stubServer();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderAs(ravi);
    const [card] = await screen.findAllByRole('button', { name: /Ana Lopes/ });
    fireEvent.click(card as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByLabelText('Plumbing'));
    fireEvent.click(within(dialog).getByLabelText('Electrical'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save departments' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make supervisor' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(3));
    expect(writes(calls)).toEqual([
      {
        method: 'PUT',
        path: `/api/company/users/${ana.id}/departments`,
        body: { departmentIds: [ELECTRICAL] },
      },
      { method: 'PATCH', path: `/api/company/users/${ana.id}`, body: { isSupervisor: true } },
      { method: 'POST', path: `/api/company/users/${ana.id}/deactivate`, body: undefined },
    ]);
  });

  it('issue 19: sets up a person’s phone for Traccar Client, asking for their keys only when opened', async () => {
    const calls = stubServer();
    renderAs(ravi);
    const [card] = await screen.findAllByRole('button', { name: /Ana Lopes/ });
    fireEvent.click(card as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    const tracking = () => calls.filter((c) => c.path === '/api/device/tracking-keys');
    // Only the company's list so far (the 'Phones set up for tracking' card), not Ana's keys.
    await waitFor(() => expect(trackingQueries).toEqual([null]));
    const details = within(dialog).getByText('Phone tracking (Traccar Client)').closest('details');
    if (!details) throw new Error('no details');
    details.open = true;
    fireEvent(details, new Event('toggle'));
    const section = await within(dialog).findByRole('region', {
      name: 'Phone tracking for Ana Lopes',
    });
    await within(section).findByText('No phone is set up yet.');
    fireEvent.click(within(section).getByRole('button', { name: 'Set up a phone' }));
    await within(section).findByText(/Tracking key made for Ana Lopes\./);
    expect(tracking().map((c) => [c.method, c.body])).toEqual([
      ['GET', undefined],
      ['GET', undefined],
      ['POST', { userId: ana.id }],
    ]);
    expect(trackingQueries).toEqual([null, ana.id]);
    expect((within(section).getByLabelText('Device identifier') as HTMLInputElement).value).toBe(
      'secret-key',
    );
  });

  it('offers no deactivation of oneself', async () => {
    stubServer();
    renderAs(ravi);
    const [card] = await screen.findAllByRole('button', { name: /Ravi Kamat/ });
    fireEvent.click(card as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Save departments' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Deactivate' })).toBeNull();
  });

  it('creates a join code for a department with a use limit and shows it as a QR code', async () => {
    const calls = stubServer();
    renderAs(ravi);
    const section = await screen.findByRole('region', { name: 'Join codes' });
    fireEvent.change(within(section).getByLabelText('Department'), {
      target: { value: ELECTRICAL },
    });
    fireEvent.change(within(section).getByLabelText('Use limit'), { target: { value: '5' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Create join code' }));
    const qr = await screen.findByRole('img', { name: 'QR code for join code K7M2P9QX' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;utf8,/);
    expect(decodeURIComponent(qr.getAttribute('src') ?? '')).toContain('<svg');
    expect(writes(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/company/invites',
        body: { expiresInHours: 72, departmentId: ELECTRICAL, maxUses: 5 },
      },
    ]);
  });

  it('refuses a use limit that is not a whole number, without calling the server', async () => {
    const calls = stubServer();
    renderAs(ravi);
    const section = await screen.findByRole('region', { name: 'Join codes' });
    fireEvent.change(within(section).getByLabelText('Use limit'), { target: { value: '2.5' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Create join code' }));
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'The use limit is a whole number from 1 to 1000, or empty.',
    );
    expect(writes(calls)).toEqual([]);
  });

  it('sends only the company fields that changed', async () => {
    const calls = stubServer();
    renderAs(ravi);
    fireEvent.click(await screen.findByRole('tab', { name: 'Account Information' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit company' });
    fireEvent.change(within(dialog).getByLabelText('Phone'), {
      target: { value: '+91 832 222 3333' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save company' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        { method: 'PATCH', path: '/api/company', body: { phone: '+91 832 222 3333' } },
      ]),
    );
  });

  it('issue 27: the shortest stop is shown on the company card, refused in plain words outside 1 to 60, and sent alone when changed', async () => {
    const calls = stubServer();
    renderAs(ravi);
    fireEvent.click(await screen.findByRole('tab', { name: 'Account Information' }));
    expect((await screen.findByText('Shortest stop')).nextElementSibling?.textContent).toBe(
      '5 min',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Edit company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit company' });
    const box = within(dialog).getByLabelText(/Shortest stop/);
    expect([
      box.getAttribute('min'),
      box.getAttribute('max'),
      (box as HTMLInputElement).value,
    ]).toEqual(['1', '60', '5']);
    for (const bad of ['0', '90', '']) {
      fireEvent.change(box, { target: { value: bad } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save company' }));
      expect((await within(dialog).findByRole('alert')).textContent).toContain(
        'Shortest stop must be a whole number of minutes from 1 to 60.',
      );
    }
    expect(writes(calls)).toEqual([]);
    fireEvent.change(box, { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save company' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        { method: 'PATCH', path: '/api/company', body: { stopThresholdMinutes: 3 } },
      ]),
    );
  });

  it('issue 28: default due dates are on the company card, refused in plain words outside 0 to 60, and sent as all four when one changed', async () => {
    const calls = stubServer();
    renderAs(ravi);
    fireEvent.click(await screen.findByRole('tab', { name: 'Account Information' }));
    expect((await screen.findByText('Default due')).nextElementSibling?.textContent).toBe(
      'critical same day · high 1 day · medium 3 days · low 5 days (working days)',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Default due dates' }));
    const dialog = await screen.findByRole('dialog', { name: 'Default due dates' });
    const box = (label: RegExp) => within(dialog).getByLabelText(label) as HTMLInputElement;
    expect(
      [/Critical/, /High/, /Medium/, /Low/].map((label) => [
        box(label).value,
        box(label).getAttribute('min'),
        box(label).getAttribute('max'),
      ]),
    ).toEqual([
      ['0', '0', '60'],
      ['1', '0', '60'],
      ['3', '0', '60'],
      ['5', '0', '60'],
    ]);
    const save = () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save due dates' }));
    for (const bad of ['61', '-1', '1.5', '']) {
      fireEvent.change(box(/Low/), { target: { value: bad } });
      save();
      expect((await within(dialog).findByRole('alert')).textContent, bad).toContain(
        'Low priority must be a whole number of working days from 0 to 60.',
      );
    }
    expect(box(/Low/).getAttribute('aria-invalid')).toBe('true');
    expect(writes(calls)).toEqual([]);
    // Nothing changed: nothing is sent.
    fireEvent.change(box(/Low/), { target: { value: '5' } });
    save();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(calls)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Default due dates' }));
    const again = await screen.findByRole('dialog', { name: 'Default due dates' });
    fireEvent.change(within(again).getByLabelText(/High/), { target: { value: '2' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Save due dates' }));
    await waitFor(() =>
      expect(writes(calls)).toEqual([
        {
          method: 'PATCH',
          path: '/api/company',
          body: { defaultDueDays: { critical: 0, high: 2, medium: 3, low: 5 } },
        },
      ]),
    );
  });

  it('says what is wrong with the company form in plain words, under the field, and sends nothing', async () => {
    const calls = stubServer();
    renderAs(ravi);
    fireEvent.click(await screen.findByRole('tab', { name: 'Account Information' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit company' });
    const website = within(dialog).getByLabelText('Website');
    fireEvent.change(website, { target: { value: 'konkan dot example' } });
    fireEvent.change(within(dialog).getByLabelText(/Company name/), { target: { value: 'K' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save company' }));
    const summary = await within(dialog).findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Company name must be 2 to 120 characters.',
      'Please enter the whole web address, for example https://example.com.',
    ]);
    expect(website.getAttribute('aria-invalid')).toBe('true');
    expect(dialog.textContent).not.toMatch(/must be a web address|Invalid/);
    expect(writes(calls)).toEqual([]);
    // Correcting the field takes its message away.
    fireEvent.change(website, { target: { value: 'https://konkan.example' } });
    expect(website.getAttribute('aria-invalid')).toBeNull();
  });

  it('gives a supervisor the same page without any management control', async () => {
    const calls = stubServer();
    renderAs(meera);
    expect(await screen.findByRole('heading', { name: 'Plumbing' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New department' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Join codes' })).toBeNull();
    expect(screen.queryByText('Recent changes')).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/api/company/'))).toBe(false);
  });

  it('links admins and supervisors, not employees, to the monthly subscription', async () => {
    stubServer();
    renderAs(meera);
    const link = await screen.findByRole('link', { name: 'See the monthly subscription' });
    expect(link.getAttribute('href')).toBe('/payment');
    cleanup();
    signOut();
    renderAs(ana);
    expect(await screen.findByRole('tab', { name: 'Account Information' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'See the monthly subscription' })).toBeNull();
  });
});
