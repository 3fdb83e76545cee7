import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '@/lib/auth-store';
import { distanceReport, DIST_FROM, DIST_TO } from './test-distance-fixtures';
import { ana, ravi } from './test-fixtures';
import { lastQuery, NOW, ok, refusal, renderPage, stubApi } from './test-harness';
import { cellsOf, figuresIn, headsOf, rowOf, totalsRegion } from './test-queries';

const AT = `/reports?report=distance&from=${DIST_FROM}&to=${DIST_TO}`;
const answer = (report: unknown) => ({ distance: () => ok({ is_success: true, report }) });

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

describe('ReportsPage: distance and reimbursement (issue 29)', () => {
  it('puts the numbers first: km, by mode, trips, ₹ and the minutes without signal', async () => {
    stubApi();
    renderPage(AT);
    expect(figuresIn(await totalsRegion())).toEqual([
      'Distance: 64.75 km',
      'Walking: 2.50 km',
      'Cycling: 14.60 km',
      'Driving: 47.65 km',
      'Trips: 10',
      'Amount: ₹501.09',
      'No signal: 1 h 35 min',
    ]);
    expect(
      screen.getByText('Rates: ₹9.75/km driving, ₹2.50/km cycling, walking not paid.'),
    ).toBeTruthy();
    expect(lastQuery()?.toString()).toBe(`from=${DIST_FROM}&to=${DIST_TO}`);
  });

  it('has a row per person and the totals', async () => {
    stubApi();
    renderPage(AT);
    const table = await screen.findByRole('table', { name: /^Distance, by person/ });
    expect(headsOf(table)).toEqual([
      'Name',
      'Km',
      'Walking km',
      'Cycling km',
      'Driving km',
      'Trips',
      'Amount',
      'No signal (h:mm)',
    ]);
    expect(cellsOf(rowOf(table, 'Ana Lopes'))).toEqual([
      '50.15',
      '2.50',
      '0.00',
      '47.65',
      '7',
      '₹464.59',
      '0:25',
    ]);
    expect(cellsOf(rowOf(table, 'Sunil Gaonkar'))).toEqual([
      '14.60',
      '0.00',
      '14.60',
      '0.00',
      '3',
      '₹36.50',
      '1:10',
    ]);
    expect(cellsOf(rowOf(table, 'Total \\(2 people\\)'))).toEqual([
      '64.75',
      '2.50',
      '14.60',
      '47.65',
      '10',
      '₹501.09',
      '1:35',
    ]);
    // The table pans in a box of its own, which the keyboard can reach.
    expect(screen.getByRole('region', { name: /^Distance, by person/ }).tabIndex).toBe(0);
  });

  it('says a silence in words, never as a distance, and marks today as not over', async () => {
    stubApi();
    renderPage(AT);
    const ana = await screen.findByRole('button', { name: /^Ana Lopes/ });
    expect(ana.getAttribute('aria-expanded')).toBe('false');
    expect(ana.textContent).toContain('no signal on 1 day');
    fireEvent.click(ana);
    const days = screen.getByRole('table', { name: /^Ana Lopes, days/ });
    expect(headsOf(days)).toEqual([
      'Date',
      'Km',
      'Walking km',
      'Cycling km',
      'Driving km',
      'Trips',
      'Amount',
      'Note',
    ]);
    expect(cellsOf(rowOf(days, 'Mon 16 Nov'))).toEqual([
      '31.60',
      '1.20',
      '0.00',
      '30.40',
      '4',
      '₹296.40',
      'No signal 25 min: distance unknown',
    ]);
    expect(cellsOf(rowOf(days, 'Tue 17 Nov')).at(-1)).toBe('');
    expect(cellsOf(rowOf(days, 'Wed 18 Nov'))).toEqual([
      '5.75',
      '0.50',
      '0.00',
      '5.25',
      '1',
      '₹51.19',
      'Not over yet',
    ]);

    fireEvent.click(screen.getByRole('button', { name: /^Sunil Gaonkar/ }));
    const sunilDays = screen.getByRole('table', { name: /^Sunil Gaonkar, days/ });
    // The 17th had no word from the phone at all: left out. Today stays, with nothing yet.
    expect(
      within(sunilDays)
        .getAllByRole('row')
        .map((r) => r.firstChild?.textContent),
    ).toEqual(['Date', 'Mon 16 Nov', 'Wed 18 Nov']);
    expect(cellsOf(rowOf(sunilDays, 'Mon 16 Nov')).at(-1)).toBe(
      'No signal 1 h 10 min: distance unknown',
    );
  });

  it('draws km per day with a sentence for those who cannot see it', async () => {
    stubApi();
    renderPage(AT);
    const chart = await screen.findByRole('img', { name: /Km per day/ });
    expect(chart.querySelectorAll('rect')).toHaveLength(3);
    expect(
      screen.getByText(
        'Km per day by everyone shown: most on Mon 16 Nov (46.20 km); 64.75 km in all.',
      ),
    ).toBeTruthy();
    expect(chart.querySelectorAll('rect')[2]?.textContent).toBe(
      'Wed 18 Nov: 5.75 km, not over yet',
    );
  });

  it('an employee sees "My distance" with their days open, and no table of people', async () => {
    stubApi(undefined, answer(distanceReport([ana])));
    renderPage(AT, ana);
    expect(figuresIn(await totalsRegion('My totals'))[0]).toBe('Distance: 50.15 km');
    expect(screen.queryByRole('table', { name: /by person/ })).toBeNull();
    expect(screen.getByRole('button', { name: /^Ana Lopes/ }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(screen.getByText('No signal 25 min: distance unknown')).toBeTruthy();
    expect(screen.getByText(/Km per day by you/)).toBeTruthy();
  });

  it('says so when nobody travelled', async () => {
    stubApi(undefined, answer(distanceReport([])));
    renderPage(AT);
    expect(await screen.findByText('No travel in this period')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('people who neither moved nor went silent are "no travel", not a page of zeros', async () => {
    stubApi(undefined, answer(distanceReport([ravi])));
    renderPage(AT);
    expect(await screen.findByText('No travel in this period')).toBeTruthy();
  });

  it("shows a refusal in the server's words", async () => {
    stubApi(undefined, {
      distance: () => refusal(403, 'You may not see reports of that person or department.'),
    });
    renderPage(AT);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the distance report');
    expect(alert.textContent).toContain('You may not see reports of that person or department.');
  });

  it('shows a loading state while the report comes', async () => {
    stubApi();
    renderPage(AT);
    expect(within(screen.getByRole('tabpanel')).getByRole('status').textContent).toBe(
      'Loading distance…',
    );
    await totalsRegion();
  });
});
