import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '@/lib/auth-store';
import { address, NOW, renderPage, reportCalls, stubApi } from './test-harness';
import { ana, ELECTRICAL, FROM, TO } from './test-fixtures';

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);
const selected = () =>
  screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')?.textContent;

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

describe('ReportsPage: the four reports as tabs (issue 29)', () => {
  it('shows Attendance, Distance, Tasks and Visits in that order, Attendance first', async () => {
    stubApi();
    renderPage('/reports');
    expect(tabNames()).toEqual(['Attendance', 'Distance', 'Tasks', 'Visits']);
    expect(selected()).toBe('Attendance');
    await screen.findByRole('table', { name: /summary/ });
  });

  it('an employee sees their own: "My attendance", "My distance", "My tasks", "My visits"', async () => {
    stubApi();
    renderPage('/reports?report=tasks', ana);
    expect(tabNames()).toEqual(['My attendance', 'My distance', 'My tasks', 'My visits']);
    expect(selected()).toBe('My tasks');
    await screen.findByRole('region', { name: 'My totals' });
    // Their report is theirs alone: no one else's id goes with it.
    expect(reportCalls).toEqual(['tasks?from=2026-11-01&to=2026-11-30']);
  });

  it('keeps the tab in the address, with the period and people, and Back moves between tabs', async () => {
    stubApi();
    const router = renderPage(`/reports?from=${FROM}&to=${TO}&departmentId=${ELECTRICAL}`);
    await screen.findByRole('table', { name: /summary/ });

    fireEvent.click(screen.getByRole('tab', { name: 'Distance' }));
    expect(address()).toBe(
      `/reports?report=distance&from=${FROM}&to=${TO}&departmentId=${ELECTRICAL}`,
    );
    expect(selected()).toBe('Distance');
    await screen.findByRole('heading', { name: 'Km per day' });

    fireEvent.click(screen.getByRole('tab', { name: 'Visits' }));
    expect(address()).toBe(
      `/reports?report=visits&from=${FROM}&to=${TO}&departmentId=${ELECTRICAL}`,
    );
    await screen.findByRole('table', { name: /^Visits, by person/ });
    expect(reportCalls.map((c) => c.split('?')[0])).toEqual(['attendance', 'distance', 'visits']);
    // Every report is asked for the same period and people.
    const queries = new Set(reportCalls.map((c) => c.split('?')[1]));
    expect([...queries]).toEqual([`from=${FROM}&to=${TO}&departmentId=${ELECTRICAL}`]);

    await act(() => router.navigate(-1));
    expect(selected()).toBe('Distance');
    expect(address()).toContain('report=distance');
    await act(() => router.navigate(-1));
    expect(selected()).toBe('Attendance');
    expect(address()).toBe(`/reports?from=${FROM}&to=${TO}&departmentId=${ELECTRICAL}`);
    await act(() => router.navigate(2));
    expect(selected()).toBe('Visits');
  });

  it('a filter chosen on a tab keeps the tab', async () => {
    stubApi();
    renderPage('/reports?report=tasks');
    await screen.findByRole('table', { name: /^Tasks, by department/ });
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: 'last-week' } });
    expect(address()).toBe('/reports?report=tasks&period=last-week');
    await waitFor(() => expect(reportCalls.at(-1)).toBe('tasks?from=2026-11-09&to=2026-11-15'));
  });

  it('keyboard arrows move along the tabs and into the address', async () => {
    stubApi();
    renderPage('/reports?report=visits');
    const visits = screen.getByRole('tab', { name: 'Visits' });
    fireEvent.keyDown(visits, { key: 'ArrowRight' });
    expect(address()).toBe('/reports');
    expect(selected()).toBe('Attendance');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Attendance' }), { key: 'End' });
    expect(address()).toBe('/reports?report=visits');
  });

  it.each(['mileage', 'Distance', ''])(
    'falls back to attendance for an unknown report "%s", and tidies the address',
    async (asked) => {
      stubApi();
      renderPage(`/reports?report=${asked}&period=last-week`);
      expect(selected()).toBe('Attendance');
      await waitFor(() => expect(address()).toBe('/reports?period=last-week'));
      const panel = screen.getByRole('tabpanel');
      expect(await within(panel).findByRole('table', { name: /summary/ })).toBeTruthy();
      expect(reportCalls.every((c) => c.startsWith('attendance?'))).toBe(true);
    },
  );
});
