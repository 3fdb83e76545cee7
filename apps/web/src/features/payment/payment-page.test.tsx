import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut, type StoredRecord } from '@/lib/auth-store';
import { PaymentPage } from './payment-page';
import { adminUser, company, employeeUser, statsResponse, supervisorUser } from './test-fixtures';

type Reply = { status: number; body: unknown };
const ok = (body: unknown): Reply => ({ status: 200, body });
const failure = (status: number, message: string): Reply => ({
  status,
  body: { is_success: false, message },
});

/** Answers GET /api/companies/active-users-count with the replies in turn (the last one repeats). */
function stubApi(...replies: Array<Reply | Promise<Reply>>) {
  let call = 0;
  const fetch = vi.fn(async (input: string) => {
    const { pathname } = new URL(input, 'http://x');
    if (pathname !== '/api/companies/active-users-count') throw new Error(`unexpected ${input}`);
    const reply = await replies[Math.min(call++, replies.length - 1)];
    if (!reply) throw new Error('no reply stubbed');
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage(user: StoredRecord | null = adminUser) {
  if (user) signIn({ token: 'token-1', user, company });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <PaymentPage />
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

const card = () => screen.getByRole('region', { name: 'Acme Field Services' });
/** The <dd> of a row of the card's seat list, found by its <dt>. */
const rowValue = (label: string) => {
  const term = within(card()).getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOut();
});

describe('PaymentPage (console.md §2 Monthly Subscription)', () => {
  it('CON-PAY-01 asks a signed-out visitor to log in and calls nothing', () => {
    const fetch = stubApi(ok(statsResponse()));
    renderPage(null);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Please log in to access payment information',
    );
    expect(fetch).not.toHaveBeenCalled();
  });

  it('CON-PAY-02 CON-PAY-04 shows the loading text while the stats load, from the spec’s call', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const fetch = stubApi(new Promise<Reply>((resolve) => (answer = resolve)));
    renderPage();
    expect(screen.getByText('Loading payment information...')).toBeTruthy();
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URL(url, 'http://x').pathname).toBe('/api/companies/active-users-count');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-1');
    answer(ok(statsResponse()));
    await screen.findByText('Monthly Billing');
    expect(screen.queryByText('Loading payment information...')).toBeNull();
  });

  it('CON-PAY-03 shows "Failed to load user statistics" and Try again fetches again', async () => {
    const fetch = stubApi(failure(500, 'Database down'), ok(statsResponse()));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Failed to load user statistics');
    expect(screen.queryByText('Monthly Billing')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Monthly Billing');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('CON-PAY-05 CON-PAY-06 CON-PAY-07 CON-PAY-08 CON-PAY-09 CON-PAY-10 CON-PAY-11 CON-PAY-12 CON-PAY-13 CON-PAY-14 shows the billing card', async () => {
    stubApi(ok(statsResponse()));
    renderPage();
    await screen.findByText('Monthly Billing');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Monthly Subscription');
    expect(within(card()).getByRole('heading', { level: 2 }).textContent).toBe(
      'Acme Field Services',
    );
    expect(within(card()).getByText('FREE TRIAL')).toBeTruthy();

    const employees = rowValue('Employees');
    expect(within(employees).getByText('3').tagName).toBe('SPAN');
    expect(within(employees).getByText('₹185 / month').tagName).toBe('S');
    const supervisors = rowValue('Supervisors');
    expect(within(supervisors).getByText('1')).toBeTruthy();
    expect(within(supervisors).getByText('₹120 / month').tagName).toBe('S');

    const total = rowValue('Total');
    expect(within(total).getByText('₹0 / month').tagName).toBe('STRONG');
    expect(within(total).getByText('₹675 / month').tagName).toBe('S');
    expect(within(card()).getByText('Free during the trial: nothing is charged.')).toBeTruthy();
  });

  it('CON-PAY-08 CON-PAY-13 outside the trial: no banner, the total charged, prices not struck', async () => {
    stubApi(ok(statsResponse({ freeTrial: false })));
    renderPage();
    await screen.findByText('Monthly Billing');
    expect(screen.queryByText('FREE TRIAL')).toBeNull();
    expect(within(rowValue('Employees')).getByText('₹185 / month').tagName).toBe('SPAN');
    expect(within(rowValue('Total')).getByText('₹675 / month').tagName).toBe('STRONG');
    expect(card().querySelector('s')).toBeNull();
  });

  it('CON-PAY-15 CON-PAY-16 CON-PAY-17 lists employees and supervisors per team with name and e-mail', async () => {
    stubApi(ok(statsResponse()));
    renderPage();
    await screen.findByText('Monthly Billing');
    const teamsOf = (title: string) =>
      within(screen.getByRole('region', { name: title }))
        .getAllByRole('region')
        .map((team) => [
          within(team).getByRole('heading', { level: 3 }).textContent,
          within(team)
            .getAllByRole('listitem')
            .map((item) => item.textContent),
        ]);
    expect(teamsOf('Employees by team')).toEqual([
      ['Field', ['Ana Lopesana@acme.example', 'Ravi Kamatravi@acme.example']],
      ['Office', ['Ravi Kamatravi@acme.example']],
      ['No team', ['Meera Naikmeera@acme.example']],
    ]);
    expect(teamsOf('Supervisors by team')).toEqual([['Office', ['Sunil Desaisunil@acme.example']]]);
    const link = screen.getAllByRole('link', { name: 'sunil@acme.example' })[0];
    expect(link?.getAttribute('href')).toBe('mailto:sunil@acme.example');
  });

  it('tells an employee (403) that only admins and supervisors can see it', async () => {
    const fetch = stubApi(failure(403, 'Forbidden'));
    renderPage(employeeUser);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Only admins and supervisors can see the subscription.');
    expect(screen.queryByText('Failed to load user statistics')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('notes that a supervisor sees only the teams they supervise', async () => {
    stubApi(ok(statsResponse()));
    renderPage(supervisorUser);
    await screen.findByText('Monthly Billing');
    expect(screen.getByText('Showing the teams you supervise.')).toBeTruthy();
  });

  it('shows no supervisor note to an admin', async () => {
    stubApi(ok(statsResponse()));
    renderPage(adminUser);
    await screen.findByText('Monthly Billing');
    expect(screen.queryByText('Showing the teams you supervise.')).toBeNull();
  });
});
