import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '@/lib/auth-store';
import {
  lastQuery,
  NOW,
  ok,
  fullReport,
  renderPage,
  stubApi,
  summaryTable as summary,
} from './test-harness';
import { ana, attendanceReport, FROM, meera, PLUMBING, sunil, TO } from './test-fixtures';

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  signOut();
});

describe('ReportsPage: attendance (issue 29)', () => {
  it('shows the numbers per person with a totals row', async () => {
    stubApi();
    renderPage(`/reports?from=${FROM}&to=${TO}`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reports');
    expect(screen.getByRole('tab', { name: 'Attendance' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const table = await summary();
    const head = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(head).toEqual([
      'Name',
      'Present',
      'Half days',
      'Absent',
      'Holidays',
      'Weekly offs',
      'Late',
      'Early',
      'Worked',
      'Breaks',
      'Overtime',
    ]);
    const ana = within(table).getByRole('row', { name: /^Ana Lopes/ });
    expect(cellsOf(ana)).toEqual(['1', '1', '0', '0', '1', '1', '1', '12:05', '1:15', '0:00']);
    const total = within(table).getByRole('row', { name: /^Total \(3 people\)/ });
    expect(cellsOf(total)).toEqual(['2', '1', '1', '1', '2', '1', '1', '21:35', '2:15', '0:30']);
    expect(lastQuery()?.toString()).toBe(`from=${FROM}&to=${TO}`);
  });

  it('draws the person × day grid: letters, colours and what each day was', async () => {
    stubApi();
    renderPage(`/reports?from=${FROM}&to=${TO}`);
    const grid = await screen.findByRole('table', { name: /day by day/ });
    const heads = within(grid)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(heads).toEqual(['Name', 'Sun15 Nov', 'Mon16', 'Tue17']);
    const letters = (name: string) =>
      within(within(grid).getByRole('row', { name: new RegExp(`^${name}`) }))
        .getAllByRole('cell')
        .map((c) => [c.textContent, c.getAttribute('data-status')]);
    expect(letters('Ana Lopes')).toEqual([
      ['WO', 'weekly-off'],
      ['P', 'present'],
      ['H', 'half-day'],
    ]);
    expect(letters('Ravi Kamat')).toEqual([
      ['WO', 'weekly-off'],
      ['P', 'present'],
      ['HO', 'holiday'],
    ]);
    expect(letters('Sunil Gaonkar')).toEqual([
      ['', 'not-employed'],
      ['A', 'absent'],
      ['', 'pending'],
    ]);
    const present = within(grid).getByLabelText(/^Mon 16 Nov: Present, in 09:35/);
    expect(present.getAttribute('aria-label')).toBe(
      'Mon 16 Nov: Present, in 09:35, out 18:45, worked 7:55, breaks 1:15, late',
    );
    expect(present.getAttribute('title')).toBe(present.getAttribute('aria-label'));
    expect(within(grid).getByLabelText('Tue 17 Nov: Holiday (Guru Nanak Jayanti)')).toBeTruthy();
    expect(
      within(grid).getByLabelText(
        'Tue 17 Nov: Half day, in 10:00, out 14:10, worked 4:10, left early',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('region', { name: /day by day/ }).tabIndex).toBe(0);
  });

  it('gives the hours chart a text alternative', async () => {
    stubApi();
    renderPage(`/reports?from=${FROM}&to=${TO}`);
    const chart = await screen.findByRole('img', { name: /Hours worked per day/ });
    expect(chart.getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByText(/most on Mon 16 Nov \(17:25\); 21:35 in all\./)).toBeTruthy();
    expect(chart.querySelectorAll('rect')).toHaveLength(3);
  });

  it('a supervisor chooses among their own departments only', async () => {
    stubApi();
    renderPage('/reports', meera);
    await screen.findByRole('option', { name: 'Plumbing' });
    const options = [...(screen.getByLabelText('Department') as HTMLSelectElement).options];
    expect(options.map((o) => o.value)).toEqual(['', PLUMBING]);
  });

  it('an employee sees "My attendance", their own, without filters', async () => {
    const fetch = stubApi(() => ok({ is_success: true, report: attendanceReport([ana]) }));
    renderPage(`/reports?userId=${sunil.id}`, ana);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Reports');
    expect(screen.getByRole('tab', { name: 'My attendance' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: /^My attendance, summary/ })).toBeTruthy();
    expect(screen.queryByLabelText('Department')).toBeNull();
    expect(screen.queryByLabelText('People')).toBeNull();
    expect(screen.queryByRole('row', { name: /^Total/ })).toBeNull();
    expect(lastQuery()?.getAll('userId')).toEqual([]);
    const paths = fetch.mock.calls.map(([input]) => new URL(input, 'http://x').pathname);
    expect(paths).toEqual(['/api/reports/attendance']);
  });

  it("shows a refusal in the server's words, and Try again asks again", async () => {
    let fail = true;
    stubApi(() =>
      fail
        ? {
            status: 403,
            body: {
              is_success: false,
              message: 'You may not see reports of that person or department.',
            },
          }
        : fullReport(),
    );
    renderPage(`/reports?from=${FROM}&to=${TO}`);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the attendance report');
    expect(alert.textContent).toContain('You may not see reports of that person or department.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await summary()).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('strips the schema prefix from a refused query', async () => {
    stubApi(() => ({
      status: 400,
      body: {
        is_success: false,
        message: 'Invalid querystring.to: A report covers at most 366 days',
      },
    }));
    renderPage(`/reports?from=${FROM}&to=${TO}`);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'A report covers at most 366 days',
    );
    expect(screen.getByRole('alert').textContent).not.toContain('querystring');
  });

  it('says so when there is no one to report on', async () => {
    stubApi(() => ok({ is_success: true, report: attendanceReport([]) }));
    renderPage('/reports');
    expect(await screen.findByText('No one to report on for this period')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows a loading state while the report comes', async () => {
    stubApi();
    renderPage('/reports');
    expect(within(screen.getByRole('tabpanel')).getByRole('status').textContent).toBe(
      'Loading attendance…',
    );
    await summary();
  });
});
