import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '@/lib/auth-store';
import {
  address,
  lastQuery,
  NOW,
  renderPage,
  reportQueries,
  stubApi,
  summaryTable as summary,
} from './test-harness';
import { ana, ELECTRICAL, sunil } from './test-fixtures';

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

describe('ReportsPage: the period and filters in the address (issue 29)', () => {
  it('opens on this month, and keeps the period and filters in the address (Back included)', async () => {
    stubApi();
    const router = renderPage('/reports');
    await summary();
    expect(lastQuery()?.toString()).toBe('from=2026-11-01&to=2026-11-30');
    expect(screen.getByText('1 Nov 2026 – 30 Nov 2026')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'last-week' } });
    await waitFor(() => expect(address()).toBe('/reports?period=last-week'));
    await waitFor(() => expect(lastQuery()?.toString()).toBe('from=2026-11-09&to=2026-11-15'));

    await screen.findByRole('option', { name: 'Electrical' });
    fireEvent.change(screen.getByLabelText('Department'), { target: { value: ELECTRICAL } });
    // The people list follows the department.
    const people = screen.getByLabelText('People') as HTMLSelectElement;
    expect([...people.options].map((o) => o.textContent)).toEqual(['Everyone', 'Sunil Gaonkar']);
    fireEvent.change(people, { target: { value: sunil.id } });
    expect(address()).toBe(
      `/reports?period=last-week&departmentId=${ELECTRICAL}&userId=${sunil.id}`,
    );
    await waitFor(() =>
      expect(lastQuery()?.toString()).toBe(
        `from=2026-11-09&to=2026-11-15&departmentId=${ELECTRICAL}&userId=${sunil.id}`,
      ),
    );

    await act(() => router.navigate(-1));
    expect(address()).toBe(`/reports?period=last-week&departmentId=${ELECTRICAL}`);
    expect((screen.getByLabelText('People') as HTMLSelectElement).value).toBe('');
    await act(() => router.navigate(-2));
    expect(address()).toBe('/reports');
    expect((screen.getByLabelText('Period') as HTMLSelectElement).value).toBe('this-month');
  });

  it('opens a shared link with a chosen range and several people, and sends them all', async () => {
    stubApi();
    renderPage(`/reports?from=2026-10-05&to=2026-10-09&userId=${ana.id}&userId=${sunil.id}`);
    await summary();
    expect(lastQuery()?.getAll('userId')).toEqual([ana.id, sunil.id]);
    expect(lastQuery()?.get('from')).toBe('2026-10-05');
    expect((screen.getByLabelText('Period') as HTMLSelectElement).value).toBe('range');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-10-05');
    expect(
      (screen.getByLabelText('People') as HTMLSelectElement).selectedOptions[0]?.textContent,
    ).toBe('2 people chosen');
  });

  it('chooses days by hand, refusing more than 366 of them', async () => {
    stubApi();
    renderPage('/reports');
    await summary();
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'range' } });
    const from = screen.getByLabelText('From') as HTMLInputElement;
    expect(from.value).toBe('2026-11-01');
    fireEvent.change(from, { target: { value: '2025-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert').textContent).toBe('A report covers at most 366 days.');
    expect(address()).toBe('/reports');

    fireEvent.change(from, { target: { value: '2026-10-20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(address()).toBe('/reports?from=2026-10-20&to=2026-11-30');
    await waitFor(() => expect(lastQuery()?.toString()).toBe('from=2026-10-20&to=2026-11-30'));
  });

  it('drops what in the address cannot be a filter instead of failing', async () => {
    stubApi();
    renderPage(`/reports?period=fortnight&departmentId=plumbing&userId=nobody&userId=${ana.id}`);
    await waitFor(() => expect(address()).toBe(`/reports?userId=${ana.id}`));
    await summary();
    expect(reportQueries.every((q) => q.get('departmentId') === null)).toBe(true);
    expect(lastQuery()?.toString()).toBe(`from=2026-11-01&to=2026-11-30&userId=${ana.id}`);
  });
});
