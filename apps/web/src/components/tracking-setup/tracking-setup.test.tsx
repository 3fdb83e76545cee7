import type { TrackingKey } from '@ronda/shared';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SetupSteps } from './setup-steps';
import { TrackingSetup } from './tracking-setup';

const USER = '0b6b3c58-8f6a-4c34-9d7e-3f0f2a2b9c11';
const URL_TO_TYPE = 'https://ronda.example/api/osmand';
const SECRET = 'Zq3vN8pLk2Wm4Rt6Yx9Bc1Df5Gh7Jk0a';

const key = (over: Partial<TrackingKey> = {}): TrackingKey => ({
  id: 'a1f0c8e2-5b7d-4e3a-9c1b-2d4f6a8b0c13',
  userId: USER,
  userName: 'Bosco Pereira',
  hint: '…Jk0a',
  createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  lastUsedAt: null,
  refusedCount: 0,
  lastRefusedAt: null,
  lastRefusedReason: null,
  ...over,
});

interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

/** A stand-in for the three tracking-key calls, answering as the server does. */
function serve(initial: TrackingKey[], onCreate?: () => Response) {
  let keys = [...initial];
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://x');
      const method = init?.method ?? 'GET';
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      calls.push({ method, path: url.pathname, search: url.search, body });
      if (method === 'GET')
        return Response.json({ is_success: true, url: URL_TO_TYPE, trackingKeys: keys });
      if (method === 'POST') {
        if (onCreate) return onCreate();
        const made = key({
          id: 'c3d5e7f9-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
          createdAt: new Date().toISOString(),
        });
        keys = [made, ...keys];
        return Response.json(
          { is_success: true, key: SECRET, url: URL_TO_TYPE, trackingKey: made },
          { status: 201 },
        );
      }
      keys = keys.filter((k) => !url.pathname.endsWith(k.id));
      return Response.json({ is_success: true });
    }),
  );
  return calls;
}

beforeEach(() => localStorage.setItem('authToken', 'token'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const renderSetup = (personName?: string) =>
  render(<TrackingSetup userId={USER} personName={personName} timeZone="Asia/Kolkata" />);

describe('TrackingSetup (issue 19: Traccar Client)', () => {
  it('asks for the person’s own keys by id, and says when no phone is set up', async () => {
    const calls = serve([]);
    renderSetup();
    await screen.findByText('No phone is set up yet.');
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/device/tracking-keys' });
    expect(new URLSearchParams(calls[0]?.search).get('userId')).toBe(USER);
  });

  it('lists each phone with when it last sent, and warns of refused positions', async () => {
    serve([
      key({
        lastUsedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
        refusedCount: 3,
        lastRefusedAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
        lastRefusedReason: 'timestamp is more than 5 minutes in the future',
      }),
    ]);
    renderSetup();
    const list = await screen.findByRole('list', { name: 'Tracking keys' });
    const item = within(list).getByRole('listitem');
    expect(item.textContent).toContain('Key …Jk0a');
    expect(item.textContent).toContain('Made 3 days ago · Last position 5 minutes ago');
    expect(item.textContent).toContain(
      '3 positions refused, the last 2 hours ago: timestamp is more than 5 minutes in the future',
    );
  });

  it('makes a key and shows the three steps: install, scan or paste, frequency', async () => {
    const calls = serve([]);
    renderSetup();
    await screen.findByText('No phone is set up yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Set up a phone' }));
    await screen.findByText(/Tracking key made\./);
    expect(calls.at(-1)).toMatchObject({ method: 'POST', body: { userId: USER } });

    const steps = screen.getAllByRole('listitem').filter((li) => li.closest('ol'));
    expect(steps.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Install Traccar Client',
      'Scan the code or paste the key',
      'Set the frequency',
    ]);
    expect(screen.getByRole('link', { name: 'Google Play' }).getAttribute('href')).toContain(
      'id=org.traccar.client',
    );
    const open = new URL(
      screen.getByRole('link', { name: 'Open in Traccar Client' }).getAttribute('href') ?? '',
    );
    expect(open.protocol).toBe('org.traccar.client:');
    expect(open.searchParams.get('id')).toBe(SECRET);
    expect(open.searchParams.get('url')).toBe(URL_TO_TYPE);
    expect((screen.getByLabelText('Server URL') as HTMLInputElement).value).toBe(URL_TO_TYPE);
    expect((screen.getByLabelText('Device identifier') as HTMLInputElement).value).toBe(SECRET);
    const qr = await screen.findByRole('img', { name: /QR code that sets up Traccar Client/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.queryByText(/A phone cannot reach this address/)).toBeNull();
    expect(screen.getByText(/Frequency to 60 seconds, Distance to 50 m/)).toBeTruthy();
    // The new phone is listed at once; Done hides the secret for good.
    expect(screen.getByRole('list', { name: 'Tracking keys' }).textContent).toContain(
      'No position received yet',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('Device identifier')).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('names the person when an admin sets up someone else’s phone', async () => {
    serve([]);
    renderSetup('Bosco Pereira');
    expect(screen.getByRole('heading', { name: 'Phone tracking for Bosco Pereira' })).toBeTruthy();
    await screen.findByText('No phone is set up yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Set up a phone' }));
    expect(
      (await screen.findByText(/Tracking key made for Bosco Pereira\./)).textContent,
    ).toContain('send positions as Bosco Pereira');
  });

  it('shows the server’s reason when no key can be made', async () => {
    serve([], () =>
      Response.json(
        { is_success: false, message: 'This person already has 10 live tracking keys.' },
        { status: 409 },
      ),
    );
    renderSetup();
    await screen.findByText('No phone is set up yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Set up a phone' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This person already has 10 live tracking keys.',
    );
    expect(screen.queryByLabelText('Device identifier')).toBeNull();
  });

  it('revokes a key only once confirmed', async () => {
    const calls = serve([key()]);
    renderSetup();
    const revoke = await screen.findByRole('button', { name: 'Revoke key …Jk0a' });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false);
    fireEvent.click(revoke);
    expect(confirm).toHaveBeenCalledWith(
      'Revoke key …Jk0a? The phone using it stops sending positions at once.',
    );
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    confirm.mockReturnValueOnce(true);
    fireEvent.click(revoke);
    await screen.findByText('No phone is set up yet.');
    expect(calls.at(-1)).toMatchObject({
      method: 'DELETE',
      path: `/api/device/tracking-keys/${key().id}`,
    });
  });

  it('offers Try again when the list cannot be loaded', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        fail
          ? Response.json({ is_success: false, message: 'Service unavailable' }, { status: 503 })
          : Response.json({ is_success: true, url: URL_TO_TYPE, trackingKeys: [] }),
      ),
    );
    renderSetup();
    expect((await screen.findByRole('alert')).textContent).toContain('Service unavailable');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('No phone is set up yet.')).toBeTruthy());
  });

  it('issue 27: warns when the address in the code is this computer’s own, naming PUBLIC_URL', () => {
    render(
      <SetupSteps
        created={{
          is_success: true,
          key: SECRET,
          url: 'http://127.0.0.1:3000/api/osmand',
          trackingKey: key(),
        }}
      />,
    );
    expect(screen.getByRole('note').textContent).toMatch(
      /^A phone cannot reach this address.*Set PUBLIC_URL on the server/,
    );
  });
});
