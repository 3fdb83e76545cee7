import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '@/lib/auth-store';
import { ana, FROM, TO } from './test-fixtures';
import { lastQuery, NOW, ok, refusal, renderPage, stubApi } from './test-harness';
import { cellsOf, figuresIn, headsOf, rowOf, totalsRegion } from './test-queries';
import { tasksReport } from './test-tasks-fixtures';

const AT = `/reports?report=tasks&from=${FROM}&to=${TO}`;
const HEADS = [
  'Created',
  'Customer requests',
  'Internal',
  'Resolved',
  'Rejected',
  'Overdue',
  'Open',
  'Median time to resolve',
  'Resolved on site',
];

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

describe('ReportsPage: tasks (issue 29)', () => {
  it('puts the totals first, the median in hours and minutes', async () => {
    stubApi();
    renderPage(AT);
    expect(figuresIn(await totalsRegion())).toEqual([
      'Created: 18',
      'Customer requests: 11',
      'Internal: 7',
      'Resolved: 9',
      'Rejected: 1',
      'Overdue: 3',
      'Open: 8',
      'Median time to resolve: 3 h 5 min',
      'Resolved on site: 6',
    ]);
    expect(lastQuery()?.toString()).toBe(`from=${FROM}&to=${TO}`);
  });

  it('has a row per department, "—" where nothing was resolved', async () => {
    stubApi();
    renderPage(AT);
    const table = await screen.findByRole('table', { name: /^Tasks, by department/ });
    expect(headsOf(table)).toEqual(['Department', ...HEADS]);
    expect(cellsOf(rowOf(table, 'Plumbing'))).toEqual([
      '12',
      '9',
      '3',
      '8',
      '1',
      '2',
      '3',
      '3 h 20 min',
      '6',
    ]);
    expect(cellsOf(rowOf(table, 'Electrical'))).toEqual([
      '5',
      '2',
      '3',
      '0',
      '0',
      '0',
      '5',
      '—',
      '0',
    ]);
    expect(cellsOf(rowOf(table, 'No department'))).toEqual([
      '1',
      '0',
      '1',
      '1',
      '0',
      '0',
      '0',
      '45 min',
      '0',
    ]);
  });

  it('has a row per person, the unassigned included', async () => {
    stubApi();
    renderPage(AT);
    const table = await screen.findByRole('table', { name: /^Tasks, by person/ });
    expect(headsOf(table)).toEqual(['Name', ...HEADS]);
    expect(cellsOf(rowOf(table, 'Ana Lopes'))).toEqual([
      '12',
      '9',
      '3',
      '8',
      '1',
      '0',
      '0',
      '3 h 20 min',
      '6',
    ]);
    expect(cellsOf(rowOf(table, 'Unassigned'))).toEqual([
      '3',
      '0',
      '3',
      '1',
      '0',
      '2',
      '2',
      '—',
      '0',
    ]);
    expect(screen.getByRole('region', { name: /^Tasks, by person/ }).tabIndex).toBe(0);
  });

  it('an employee sees "My tasks": their totals and departments, no table of people', async () => {
    stubApi(undefined, { tasks: () => ok({ is_success: true, report: tasksReport() }) });
    renderPage(AT, ana);
    expect(figuresIn(await totalsRegion('My totals'))[0]).toBe('Created: 18');
    expect(screen.getByRole('table', { name: /^My tasks, by department/ })).toBeTruthy();
    expect(screen.queryByRole('table', { name: /by person/ })).toBeNull();
  });

  it('says so when there were no tasks', async () => {
    stubApi(undefined, { tasks: () => ok({ is_success: true, report: tasksReport(true) }) });
    renderPage(AT);
    expect(await screen.findByText('No tasks in this period')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows a refusal in the server's words, without the schema's prefix", async () => {
    stubApi(undefined, {
      tasks: () => refusal(400, 'Invalid querystring.to: A report covers at most 366 days.'),
    });
    renderPage(AT);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the tasks report');
    expect(alert.textContent).toContain('A report covers at most 366 days.');
    expect(alert.textContent).not.toContain('querystring');
  });

  it('says a failure of the server plainly', async () => {
    stubApi(undefined, {
      tasks: () => ({ status: 500, body: { is_success: false, message: 'boom' } }),
    });
    renderPage(AT);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the tasks report');
    expect(alert.textContent).toContain('An error occurred. Please try again later.');
    expect(alert.textContent).not.toContain('boom');
  });
});
