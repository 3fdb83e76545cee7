import { DEFAULT_ALERT_RULES, type User } from '@ronda/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '@/lib/auth-store';
import { AccountPage } from './account-page';
import { ana, company, COMPANY_ID, departments, meera, people, ravi } from './test-fixtures';

vi.mock('./components/work-sites-map', () => import('./work-sites-map-stand-in'));

type Reply = { status: number; body: unknown };
const ok = (body: unknown): Reply => ({ status: 200, body });
const failed: Reply = { status: 500, body: { is_success: false, message: 'Database is down' } };

const answers = {
  company: (): Reply => ok({ is_success: true, company }),
  departments: (): Reply => ok({ is_success: true, departments }),
  employees: (): Reply => ok({ is_success: true, employees: people }),
  trackingKeys: (): Reply =>
    ok({ is_success: true, url: 'https://ronda.example/api/osmand', trackingKeys: [] }),
  alertRules: (): Reply => ok({ is_success: true, rules: DEFAULT_ALERT_RULES }),
  workSites: (): Reply => ok({ is_success: true, workSites: [] }),
};
type Routes = typeof answers;

/** Answers the page's calls by path; `over` swaps in other answers. */
function stubApi(over: Partial<Routes> = {}) {
  const routes: Routes = { ...answers, ...over };
  const fetch = vi.fn(async (input: string) => {
    const { pathname } = new URL(input, 'http://x');
    const reply =
      pathname === `/api/companies/${COMPANY_ID}`
        ? routes.company()
        : pathname === `/api/departments/${COMPANY_ID}`
          ? routes.departments()
          : pathname === `/api/companies/${COMPANY_ID}/employees`
            ? routes.employees()
            : pathname === '/api/device/tracking-keys'
              ? routes.trackingKeys()
              : pathname === '/api/company/alert-rules'
                ? routes.alertRules()
                : pathname === '/api/company/work-sites'
                  ? routes.workSites()
                  : null;
    if (!reply) throw new Error(`unexpected call to ${input}`);
    return new Response(JSON.stringify(reply.body), { status: reply.status });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderPage(user: User = ravi) {
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

const tab = (name: string) => screen.getByRole('tab', { name });
const stat = (term: string) =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
const department = (name: string) => screen.getByRole('region', { name });
const detail = (scope: HTMLElement, term: string) =>
  within(scope).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;

beforeEach(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOut();
});

describe('AccountPage', () => {
  it('keeps the signed-out notice', () => {
    stubApi();
    render(
      <MemoryRouter>
        <AccountPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Please log in to access your account settings' }));
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('CON-ACCT-01 CON-ACCT-02: two tabs, switched by click and by arrow keys', async () => {
    stubApi();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeTruthy();
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Organization Structure',
      'Account Information',
    ]);
    expect(tab('Organization Structure').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel', { name: 'Organization Structure' })).toBeTruthy();

    fireEvent.keyDown(tab('Organization Structure'), { key: 'ArrowRight' });
    expect(tab('Account Information').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Account Information'));
    expect(tab('Organization Structure').tabIndex).toBe(-1);
    expect(screen.getByRole('tabpanel', { name: 'Account Information' })).toBeTruthy();

    fireEvent.keyDown(tab('Account Information'), { key: 'ArrowRight' });
    expect(tab('Organization Structure').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Organization Structure'), { key: 'End' });
    expect(tab('Account Information').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Account Information'), { key: 'Home' });
    expect(tab('Organization Structure').getAttribute('aria-selected')).toBe('true');

    fireEvent.click(tab('Account Information'));
    expect(tab('Account Information').getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Konkan Field Services' })).toBeTruthy();
  });

  it('CON-ACCT-03 CON-ACCT-04 CON-ACCT-05 CON-ACCT-06 CON-ACCT-07 CON-ACCT-08 CON-ACCT-09 CON-ACCT-10 CON-ACCT-11 counts and departments', async () => {
    stubApi();
    renderPage();
    await screen.findByRole('region', { name: 'Plumbing' });
    expect(stat('Departments')).toBe('3');
    expect(stat('Supervisors')).toBe('2');
    expect(stat('Employees')).toBe('4');

    const plumbing = department('Plumbing');
    expect(within(plumbing).getByText('Leaks, fittings and water tanks')).toBeTruthy();
    expect(within(plumbing).getByText('4 members')).toBeTruthy();
    const grid = (title: string) =>
      within(plumbing).getByRole('heading', { name: new RegExp(`^${title}`) }).parentElement;
    const names = (title: string) =>
      within(grid(title) ?? plumbing)
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(names('Supervisors')).toEqual([
      expect.stringContaining('Ravi Kamat'),
      expect.stringContaining('Meera Naik'),
    ]);
    expect(names('Team Members')).toEqual([
      expect.stringContaining('Ana Lopes'),
      expect.stringContaining('Sunil Gaonkar'),
    ]);

    expect(within(department('Electrical')).getByText('3 members')).toBeTruthy();
    const gardening = department('Gardening');
    expect(within(gardening).getByText('0 members')).toBeTruthy();
    expect(within(gardening).getByText('No members assigned to this department yet')).toBeTruthy();
    expect(within(gardening).queryByText(/Supervisors/)).toBeNull();
    expect(within(plumbing).queryByText('No members assigned to this department yet')).toBeNull();

    const unassigned = screen.getByRole('region', { name: /^Not in a department/ });
    expect(within(unassigned).getByRole('button').textContent).toContain('Priya Shet');
  });

  it('CON-ACCT-12: no departments shows "No Departments Created"', async () => {
    stubApi({
      departments: () => ok({ is_success: true, departments: [] }),
      employees: () => ok({ is_success: true, employees: [ravi] }),
    });
    renderPage();
    expect(await screen.findByText('No Departments Created')).toBeTruthy();
    expect(stat('Departments')).toBe('0');
    expect(screen.queryByText('No members assigned to this department yet')).toBeNull();
  });

  it('CON-ACCT-14 CON-ACCT-15 CON-ACCT-16 CON-ACCT-17 CON-ACCT-18 CON-ACCT-19 CON-ACCT-21 CON-ACCT-22: a supervisor’s modal', async () => {
    stubApi();
    renderPage();
    const plumbing = await screen.findByRole('region', { name: 'Plumbing' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(within(plumbing).getByRole('button', { name: /Meera Naik/ }));
    const dialog = screen.getByRole('dialog', { name: 'Meera Naik' });
    expect(detail(dialog, 'Role')).toBe('Supervisor');
    expect(detail(dialog, 'Status')).toBe('Active');
    expect(detail(dialog, 'Email')).toBe('meera@konkan.example');
    expect(detail(dialog, 'Phone')).toBe('+91 98220 12345');
    expect(detail(dialog, 'Departments')).toBe('Plumbing, Electrical');
    expect(detail(dialog, 'Employees Supervised')).toBe('3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('CON-ACCT-16 CON-ACCT-17 CON-ACCT-20: an inactive employee without a phone', async () => {
    stubApi();
    renderPage();
    const electrical = await screen.findByRole('region', { name: 'Electrical' });
    fireEvent.click(within(electrical).getByRole('button', { name: /Joao Dias/ }));
    const dialog = screen.getByRole('dialog', { name: 'Joao Dias' });
    expect(detail(dialog, 'Role')).toBe('Employee');
    expect(detail(dialog, 'Status')).toBe('Inactive');
    expect(detail(dialog, 'Phone')).toBe('Not provided');
    expect(within(dialog).queryByText('Employees Supervised')).toBeNull();
  });

  it('issue 30: Account Information holds the alert rules and work sites after the two cards', async () => {
    stubApi();
    renderPage();
    fireEvent.click(tab('Account Information'));
    const panel = screen.getByRole('tabpanel', { name: 'Account Information' });
    await within(panel).findByRole('button', { name: 'Save alert rules' });
    await within(panel).findByRole('button', { name: 'Add work site' });
    const headings = within(panel)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(headings.slice(0, 4)).toEqual([
      'Your Account',
      'Konkan Field Services',
      'Alert rules',
      'Work sites',
    ]);
    // The spec's two tabs stay two.
    expect(within(screen.getByRole('tablist')).getAllByRole('tab')).toHaveLength(2);
  });

  it('shows a supervisor only their departments', async () => {
    stubApi();
    renderPage(meera);
    await screen.findByRole('region', { name: 'Plumbing' });
    expect(screen.getByRole('region', { name: 'Electrical' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Gardening' })).toBeNull();
    expect(stat('Departments')).toBe('2');
  });

  it('shows an employee only Account Information and never asks for the organisation', async () => {
    const fetch = stubApi();
    renderPage(ana);
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Account Information']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    await screen.findByRole('heading', { name: 'Konkan Field Services' });
    await screen.findByText('No phone is set up yet.');
    const calls = fetch.mock.calls.map(([url]) => new URL(url, 'http://x'));
    expect(calls.map((url) => url.pathname).sort()).toEqual([
      `/api/companies/${COMPANY_ID}`,
      '/api/device/tracking-keys',
    ]);
    // Their own keys, asked for by id (issue 19).
    expect(calls.find((url) => url.pathname.includes('tracking'))?.searchParams.get('userId')).toBe(
      ana.id,
    );
  });

  it('"Failed to load company data" with Try again, for the organisation', async () => {
    let reply = failed;
    stubApi({ employees: () => reply });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load company data');
    reply = answers.employees();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Plumbing' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('"Failed to load company data" with Try again, for the company', async () => {
    let reply = failed;
    stubApi({ company: () => reply });
    renderPage(ana);
    expect(await screen.findByText('Loading company…')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load company data');
    reply = answers.company();
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Konkan Field Services' })).toBeTruthy();
  });
});
