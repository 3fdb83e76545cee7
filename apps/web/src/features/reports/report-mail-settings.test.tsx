import { REPORT_MAIL_NOT_CONFIGURED, REPORT_SCHEDULES_DENIED, type User } from '@ronda/shared';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '@/lib/auth-store';
import { sentLabel } from './lib/report-format';
import {
  NOW,
  refusal,
  renderPage,
  scheduleCalls,
  stubApi,
  summaryTable,
  type Reply,
} from './test-harness';
import { ana, meera } from './test-fixtures';
import { scheduleServer, schedules } from './test-schedules-fixtures';

const MONTHLY = "Last month's attendance and reimbursement, on the 1st";
const WEEKLY = "Last week's, every Monday";

const mailSection = () => screen.findByRole('region', { name: 'E-mail me these reports' });
const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
/** What each box says beside it, monthly's then weekly's. */
const beside = async () =>
  within(await mailSection())
    .getAllByRole('status')
    .map((s) => s.textContent);
/** The sentences a box is described by (its last sending, its failure), as read. */
const descriptionOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

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

describe('ReportsPage: report e-mails for admins (issue 29)', () => {
  it('shows an admin their e-mails as stored, where they go, and the period last sent', async () => {
    const stored = schedules({
      monthly: true,
      lastSent: { monthly: '2026-10-01 to 2026-10-31', weekly: null },
    });
    stubApi(undefined, { schedules: scheduleServer(stored) });
    renderPage('/reports');
    const section = await mailSection();
    await within(section).findByRole('checkbox', { name: MONTHLY });
    expect(box(MONTHLY).checked).toBe(true);
    expect(box(WEEKLY).checked).toBe(false);
    expect(box(MONTHLY).disabled).toBe(false);
    expect(
      within(section).getByText(
        "Sent to ravi@konkan.example as Excel workbooks, from 06:00 in the company's time zone.",
      ),
    ).toBeTruthy();
    expect(descriptionOf(box(MONTHLY))).toEqual(['Last sent: 1 Oct 2026 – 31 Oct 2026']);
    expect(descriptionOf(box(WEEKLY))).toEqual([]);
    expect(scheduleCalls).toEqual([{ method: 'GET', body: undefined }]);
  });

  it('turns on the morning digest of yesterday’s alerts (issue 30) with the reports as they are', async () => {
    stubApi(undefined, { schedules: scheduleServer(schedules({ monthly: true })) });
    renderPage('/reports');
    const digest = await within(await mailSection()).findByRole('checkbox', {
      name: "Yesterday's alerts, every morning at 07:00",
    });
    fireEvent.click(digest);
    await waitFor(() =>
      expect(scheduleCalls.at(-1)).toEqual({
        method: 'PUT',
        body: { monthly: true, weekly: false, alertsDaily: true },
      }),
    );
  });

  it('saves a change at once, with both boxes, and says Saved beside it for a moment', async () => {
    stubApi(undefined, { schedules: scheduleServer(schedules({ monthly: true })) });
    renderPage('/reports');
    await within(await mailSection()).findByRole('checkbox', { name: WEEKLY });
    // "Saved" goes by itself after a few seconds: fake clocks, so the test need not wait them.
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'], shouldAdvanceTime: true });

    fireEvent.click(box(WEEKLY));
    expect(box(WEEKLY).checked).toBe(true);
    await waitFor(async () => expect(await beside()).toEqual(['', 'Saved', '']));
    expect(scheduleCalls.at(-1)).toEqual({
      method: 'PUT',
      body: { monthly: true, weekly: true, alertsDaily: false },
    });
    expect(box(WEEKLY).checked).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(await beside()).toEqual(['', '', '']);

    fireEvent.click(box(MONTHLY));
    await waitFor(async () => expect(await beside()).toEqual(['Saved', '', '']));
    expect(scheduleCalls.at(-1)).toEqual({
      method: 'PUT',
      body: { monthly: false, weekly: true, alertsDaily: false },
    });
    expect(box(MONTHLY).checked).toBe(false);
  });

  it.each<[string, Reply, string]>([
    [
      'a failure',
      refusal(500, 'relation "report_schedules" does not exist'),
      'Not saved. An error occurred. Please try again later.',
    ],
    ['a refusal', refusal(403, REPORT_SCHEDULES_DENIED), `Not saved. ${REPORT_SCHEDULES_DENIED}`],
  ])('after %s keeps the box as it was and says so beside it', async (_, reply, message) => {
    stubApi(undefined, { schedules: scheduleServer(schedules(), () => reply) });
    renderPage('/reports');
    await within(await mailSection()).findByRole('checkbox', { name: MONTHLY });

    fireEvent.click(box(MONTHLY));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(box(MONTHLY).checked).toBe(false);
    expect(descriptionOf(box(MONTHLY))).toEqual([message]);
    expect(descriptionOf(box(WEEKLY))).toEqual([]);
    expect(scheduleCalls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      body: { monthly: true, weekly: false, alertsDaily: false },
    });
  });

  it('without e-mail on the server says so, and the boxes do nothing', async () => {
    stubApi(undefined, {
      schedules: scheduleServer(schedules({ emailConfigured: false, weekly: true })),
    });
    renderPage('/reports');
    const section = await mailSection();
    expect(await within(section).findByText(REPORT_MAIL_NOT_CONFIGURED)).toBeTruthy();
    expect(within(section).queryByText(/^Sent to/)).toBeNull();
    expect([box(MONTHLY).disabled, box(WEEKLY).disabled]).toEqual([true, true]);
    expect(box(WEEKLY).checked).toBe(true);
    fireEvent.click(box(MONTHLY));
    expect(scheduleCalls.map((c) => c.method)).toEqual(['GET']);
  });

  it('says when the e-mails could not be loaded, and Try again asks again', async () => {
    let fail = true;
    const server = scheduleServer();
    stubApi(undefined, {
      schedules: (method, body) =>
        fail ? refusal(503, 'Service unavailable') : server(method, body),
    });
    renderPage('/reports');
    const section = await mailSection();
    const alert = await within(section).findByRole('alert');
    expect(alert.textContent).toContain('Could not load your report e-mails.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await within(section).findByRole('checkbox', { name: WEEKLY });
    expect(box(WEEKLY).checked).toBe(false);
  });

  it.each<[string, User]>([
    ['a supervisor', meera],
    ['an employee', ana],
  ])('%s never sees them, and they are not asked for', async (_, user) => {
    stubApi();
    renderPage('/reports', user);
    await summaryTable();
    expect(screen.queryByRole('region', { name: 'E-mail me these reports' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(scheduleCalls).toEqual([]);
  });

  it('writes a period last sent as the page writes periods', () => {
    expect(sentLabel('2026-11-09 to 2026-11-15')).toBe('9 Nov 2026 – 15 Nov 2026');
    // Anything else the server might say is shown as it came rather than lost.
    expect(sentLabel('October 2026')).toBe('October 2026');
  });
});
