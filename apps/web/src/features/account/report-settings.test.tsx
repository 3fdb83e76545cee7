import type { User } from '@ronda/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountInformationTab } from './components/account-information-tab';
import { EditCompany } from './components/organisation-admin';
import type { StoredReportSettings } from './lib/report-settings';
import { ana, company, COMPANY_ID, meera, ravi } from './test-fixtures';

const settings: StoredReportSettings = {
  workDays: [1, 2, 3, 4, 5, 6],
  shiftStart: '09:30',
  shiftEnd: '18:30',
  lateGraceMinutes: 10,
  halfDayBelowMinutes: 240,
  absentBelowMinutes: 60,
  holidays: [
    { date: '2027-01-26', name: 'Republic Day' },
    { date: '2027-08-15', name: 'Independence Day' },
  ],
  ratesPerKm: { walking: 0, cycling: 2.5, driving: 6 },
};

interface Put {
  body: unknown;
}

/** The company and its report settings; each PUT is recorded, refused while `refusals` last. */
function stubServer(refusals: string[] = []) {
  const puts: Put[] = [];
  const paths: string[] = [];
  let current: unknown = settings;
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const { pathname } = new URL(input, 'http://x');
      paths.push(pathname);
      if (pathname === `/api/companies/${COMPANY_ID}`) return json({ is_success: true, company });
      if (pathname !== '/api/company/report-settings') throw new Error(`unexpected ${input}`);
      if (init?.method !== 'PUT') return json({ is_success: true, settings: current });
      const body = JSON.parse(String(init.body)) as unknown;
      puts.push({ body });
      const refusal = refusals.shift();
      if (refusal) return json({ is_success: false, message: refusal }, 400);
      current = body;
      return json({ is_success: true, settings: body });
    }),
  );
  return { puts, paths };
}

function renderCard(user: User) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AccountInformationTab
        companyId={COMPANY_ID}
        user={user}
        {...(user.isAdmin ? { companyActions: (c) => <EditCompany company={c} /> } : {})}
      />
    </QueryClientProvider>,
  );
}

const reportsLine = async () =>
  (await screen.findByText('Reports', { selector: 'dt' })).nextElementSibling?.textContent;

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Report settings' }));
  const dialog = await screen.findByRole('dialog', { name: 'Report settings' });
  await within(dialog).findByRole('button', { name: 'Save report settings' });
  const box = (label: string | RegExp) => within(dialog).getByLabelText(label) as HTMLInputElement;
  const type = (label: string | RegExp, value: string) =>
    fireEvent.change(box(label), { target: { value } });
  const save = () =>
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save report settings' }));
  return { dialog, box, type, save };
}

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
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Account Settings: report settings (issue 29)', () => {
  it('shows the settings on the company card to a supervisor, read-only; an employee is not asked', async () => {
    const { paths } = stubServer();
    renderCard(meera);
    await waitFor(async () =>
      expect(await reportsLine()).toBe(
        'Mon–Sat, 09:30–18:30 (10 min grace) · half day under 4 h · absent under 1 h · 2 holidays · ₹ per km: walking 0, cycling 2.50, driving 6.00',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Report settings' })).toBeNull();
    cleanup();
    paths.length = 0;
    renderCard(ana);
    await screen.findByRole('heading', { name: 'Konkan Field Services' });
    expect(screen.queryByText('Reports', { selector: 'dt' })).toBeNull();
    expect(paths).toEqual([`/api/companies/${COMPANY_ID}`]);
  });

  it('checks with the shared schema, says each problem under its box and sends nothing', async () => {
    const { puts } = stubServer();
    renderCard(ravi);
    const { dialog, box, type, save } = await openDialog();
    const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    expect(days.map((d) => box(d).checked)).toEqual([true, true, true, true, true, true, false]);
    expect([box('Shift starts').value, box('Shift ends').value]).toEqual(['09:30', '18:30']);
    expect(box(/Walking/).value).toBe('0');
    expect(box(/Cycling/).value).toBe('2.50');
    expect(box(/Driving/).getAttribute('step')).toBe('0.01');
    expect(
      within(dialog)
        .getAllByLabelText('Name')
        .map((b) => (b as HTMLInputElement).value),
    ).toEqual(['Republic Day', 'Independence Day']);

    const errorUnder = (label: string | RegExp) => {
      const id = box(label).getAttribute('aria-describedby');
      return id ? document.getElementById(id)?.textContent : undefined;
    };
    // Under its box and in the summary above the form.
    const shown = (text: string) => within(dialog).queryAllByText(text).length;
    type('Shift ends', '09:00');
    type(/^Absent/, '300');
    type(/Cycling/, '2.505');
    save();
    await within(dialog).findByRole('alert');
    expect(errorUnder('Shift ends')).toBe('The shift must end after it starts.');
    expect(box('Shift ends').getAttribute('aria-invalid')).toBe('true');
    expect(errorUnder(/Cycling/)).toBe('The cycling rate takes at most two decimals (paise).');
    expect(errorUnder(/^Absent/)).toBe(
      'The absence threshold must not be above the half-day threshold.',
    );
    // Typing in a box takes its message away.
    type('Shift ends', '18:30');
    expect(errorUnder('Shift ends')).not.toBe('The shift must end after it starts.');
    type(/Cycling/, '2.5');
    type(/^Absent/, '60');
    for (const day of days.slice(0, 6)) fireEvent.click(box(day));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add holiday' }));
    const [, , newDate] = within(dialog).getAllByLabelText('Date');
    fireEvent.change(newDate as HTMLElement, { target: { value: '2027-01-26' } });
    save();
    await waitFor(() => expect(shown('Choose at least one working day.')).toBe(2));
    expect(shown('A holiday needs a name.')).toBe(2);
    const [, , newName] = within(dialog).getAllByLabelText('Name');
    expect(newName?.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(newName as HTMLElement, { target: { value: 'Again' } });
    fireEvent.click(box('Monday'));
    save();
    await waitFor(() =>
      expect(shown('Each date can be one holiday; 2027-01-26 is listed twice.')).toBe(2),
    );
    expect(shown('Choose at least one working day.')).toBe(0);
    expect(puts).toEqual([]);

    // Back as it was: Save closes and sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove holiday 3' }));
    for (const day of days.slice(1, 6)) fireEvent.click(box(day));
    save();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts).toEqual([]);
  });

  it('sends every part once one changed, and shows a server refusal under its box', async () => {
    const { puts } = stubServer([
      'Invalid body.ratesPerKm.driving: The driving rate must be from ₹0 to ₹1000 per km.',
    ]);
    renderCard(ravi);
    const { dialog, box, type, save } = await openDialog();
    type(/^Grace/, '15');
    type(/^Half day/, '210');
    expect(within(dialog).getByText('= 3 h 30 min')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove holiday 2' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add holiday' }));
    const [, newDate] = within(dialog).getAllByLabelText('Date');
    const [, newName] = within(dialog).getAllByLabelText('Name');
    fireEvent.change(newDate as HTMLElement, { target: { value: '2027-01-01' } });
    fireEvent.change(newName as HTMLElement, { target: { value: ' New Year ' } });
    save();
    const refusal = 'The driving rate must be from ₹0 to ₹1000 per km.';
    await waitFor(() =>
      expect(
        document.getElementById(box(/Driving/).getAttribute('aria-describedby') ?? '')?.textContent,
      ).toBe(refusal),
    );
    expect(box(/Driving/).getAttribute('aria-invalid')).toBe('true');
    save();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = {
      ...settings,
      lateGraceMinutes: 15,
      halfDayBelowMinutes: 210,
      // Sorted by date and trimmed, as the schema gives them.
      holidays: [
        { date: '2027-01-01', name: 'New Year' },
        { date: '2027-01-26', name: 'Republic Day' },
      ],
    };
    expect(puts).toEqual([{ body: sent }, { body: sent }]);
    await waitFor(async () => expect(await reportsLine()).toContain('(15 min grace)'));
  });
});
