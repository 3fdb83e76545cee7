import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '@/lib/auth-store';
import { ana, FROM, ravi, sunil, TO } from './test-fixtures';
import { lastQuery, NOW, ok, refusal, renderPage, stubApi } from './test-harness';
import { cellsOf, figuresIn, headsOf, rowOf, totalsRegion } from './test-queries';
import { visitsReport } from './test-visits-fixtures';

const AT = `/reports?report=visits&from=${FROM}&to=${TO}`;
const answer = (report: unknown) => ({ visits: () => ok({ is_success: true, report }) });
const visitsOn = (day: HTMLElement) =>
  within(day)
    .getAllByRole('listitem')
    .map((li) => [...li.children].map((c) => c.textContent).join(' | '));

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

describe('ReportsPage: visits (issue 29)', () => {
  it('puts the totals first, then a row per person', async () => {
    stubApi();
    renderPage(AT);
    expect(figuresIn(await totalsRegion())).toEqual([
      'Visits: 4',
      'At a work site or customer: 3',
      'Time at places: 4 h 30 min',
    ]);
    const table = screen.getByRole('table', { name: /^Visits, by person/ });
    expect(headsOf(table)).toEqual(['Name', 'Visits', 'Known places', 'Time at places (h:mm)']);
    expect(cellsOf(rowOf(table, 'Ana Lopes'))).toEqual(['3', '2', '2:20']);
    expect(cellsOf(rowOf(table, 'Sunil Gaonkar'))).toEqual(['0', '0', '0:00']);
    expect(cellsOf(rowOf(table, 'Total \\(3 people\\)'))).toEqual(['4', '3', '4:30']);
    expect(lastQuery()?.toString()).toBe(`from=${FROM}&to=${TO}`);
  });

  it("lists a person's visits by day: arrival in Goa's time, how long, and where", async () => {
    stubApi();
    renderPage(AT);
    fireEvent.click(await screen.findByRole('button', { name: /^Ana Lopes/ }));
    const monday = screen.getByRole('region', { name: 'Ana Lopes, Mon 16 Nov' });
    // Sorted by arrival though the answer listed them otherwise; 04:10 UTC is 09:40 in Goa.
    expect(visitsOn(monday)).toEqual([
      '09:40–10:55 | 1 h 15 min | Panaji office (work site)',
      '11:30–12:10 | 40 min | Maria Fernandes (customer)',
    ]);
    const tuesday = screen.getByRole('region', { name: 'Ana Lopes, Tue 17 Nov' });
    expect(visitsOn(tuesday)).toEqual([
      '10:05–10:30 | 25 min | Unknown place (15.50123, 73.91234)',
    ]);
    // Days in order.
    const days = screen.getAllByRole('region', { name: /^Ana Lopes, / });
    expect(days.map((d) => d.getAttribute('aria-label'))).toEqual([
      'Ana Lopes, Mon 16 Nov',
      'Ana Lopes, Tue 17 Nov',
    ]);
  });

  it("links each day to the person's day on the Location page", async () => {
    stubApi();
    renderPage(AT);
    fireEvent.click(await screen.findByRole('button', { name: /^Ravi Kamat/ }));
    const link = screen.getByRole('link', {
      name: 'See the day on the map: Ravi Kamat, Mon 16 Nov',
    });
    expect(link.getAttribute('href')).toBe(`/location?employeeId=${ravi.id}&date=2026-11-16`);
  });

  it('names those with no visits instead of opening an empty list for them', async () => {
    stubApi();
    renderPage(AT);
    expect(await screen.findByText('No visits: Sunil Gaonkar.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Sunil Gaonkar/ })).toBeNull();
  });

  it('an employee sees "My visits", their days open, and no table of people', async () => {
    stubApi(undefined, answer(visitsReport([ana])));
    renderPage(AT, ana);
    expect(figuresIn(await totalsRegion('My totals'))[0]).toBe('Visits: 3');
    expect(screen.queryByRole('table')).toBeNull();
    const link = screen.getAllByRole('link', { name: /^See the day on the map/ })[1];
    expect(link?.getAttribute('href')).toBe(`/location?employeeId=${ana.id}&date=2026-11-17`);
  });

  it('says so when nobody stayed anywhere', async () => {
    stubApi(undefined, answer(visitsReport([sunil])));
    renderPage(AT);
    expect(await screen.findByText('No visits in this period')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows a refusal in the server's words, and Try again asks again", async () => {
    let fail = true;
    stubApi(undefined, {
      visits: () =>
        fail
          ? refusal(403, 'You may not see reports of that person or department.')
          : ok({ is_success: true, report: visitsReport() }),
    });
    renderPage(AT);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the visits report');
    expect(alert.textContent).toContain('You may not see reports of that person or department.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await totalsRegion()).toBeTruthy();
  });
});
