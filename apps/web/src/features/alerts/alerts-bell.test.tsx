import { LIVE_EVENTS } from '@ronda/shared';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '@/lib/auth-store';
import { openLiveStream } from '@/lib/live-stream';
import {
  ANA,
  COMPANY_ID,
  employee,
  liveAlert,
  NOW,
  RAVI,
  serverAlerts,
  TASK,
} from './test-fixtures';
import { address, bell, captureStream, renderBell, stubAlertsApi } from './test-harness';

vi.mock('@/lib/live-stream', () => ({ openLiveStream: vi.fn() }));

const openPanel = async (name?: string) => {
  fireEvent.click(await bell(name));
  return screen.findByRole('dialog', { name: 'Alerts' });
};
const items = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const showAll = (panel: HTMLElement) =>
  fireEvent.click(within(panel).getByRole('button', { name: 'All' }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
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
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(openLiveStream).mockReset();
  signOut();
});

describe('AlertsBell (issue 30)', () => {
  it('counts the unread alerts and lists the open ones, newest first, with kind, words and time', async () => {
    captureStream();
    const server = stubAlertsApi(serverAlerts());
    renderBell();
    expect(await bell('Alerts, 2 unread')).toBeTruthy();
    expect(screen.getByTestId('alerts-badge').textContent).toBe('2');
    const panel = await openPanel();
    await within(panel).findByRole('list', { name: 'Open alerts' });
    expect(items(panel)).toEqual([
      'Phone silent, unread Ana Lopes: no signal for 30 minutes 11:02 · Ongoing',
      'Task overdue Fix the pump at Panjim is past its due time 26 Nov 11:02 · Ongoing',
    ]);
    showAll(panel);
    await within(panel).findByRole('list', { name: 'All alerts' });
    expect(items(panel)[2]).toBe(
      'Low battery, unread Ravi Naik: battery at 12% 00:15 · Ended 11:40',
    );
    expect(server.calls).toContain('GET /api/alerts?state=all');
  });

  it('opens one live stream for the company while mounted, asks again on each connection, and stops it after', async () => {
    const stream = captureStream();
    const server = stubAlertsApi(serverAlerts());
    renderBell();
    await bell('Alerts, 2 unread');
    expect(openLiveStream).toHaveBeenCalledTimes(1);
    expect(vi.mocked(openLiveStream).mock.calls[0]?.[0]).toBe(`/api/companies/${COMPANY_ID}/live`);
    const asked = () => server.calls.filter((c) => c === 'GET /api/alerts?state=open').length;
    expect(asked()).toBe(1);
    // Alerts that opened while the stream was down sent no event: the list is asked for again.
    stream.connect();
    await waitFor(() => expect(asked()).toBe(2));
    cleanup();
    expect(stream.stop).toHaveBeenCalledTimes(1);
  });

  it("marks a person's alert read and opens their day, dated in the company's time zone", async () => {
    captureStream();
    const server = stubAlertsApi(serverAlerts());
    renderBell();
    const panel = await openPanel('Alerts, 2 unread');
    showAll(panel);
    const link = await within(panel).findByRole('link', { name: /^Low battery, unread/ });
    expect(link.getAttribute('href')).toBe(`/location?employeeId=${RAVI}&date=2026-11-27`);
    fireEvent.click(link);
    await waitFor(() => expect(address()).toBe(`/location?employeeId=${RAVI}&date=2026-11-27`));
    expect(server.posts()).toEqual(['POST /api/alerts/alert-battery/read']);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await bell('Alerts, 1 unread')).toBeTruthy();
  });

  it('opens the task of a task alert; one already read sends nothing', async () => {
    captureStream();
    const server = stubAlertsApi(serverAlerts());
    renderBell();
    const panel = await openPanel('Alerts, 2 unread');
    const silent = await within(panel).findByRole('link', { name: /^Phone silent/ });
    expect(silent.getAttribute('href')).toBe(`/location?employeeId=${ANA}&date=2026-11-27`);
    fireEvent.click(within(panel).getByRole('link', { name: /^Task overdue/ }));
    await waitFor(() => expect(address()).toBe(`/tasks?q=${TASK.slice(0, 8)}`));
    expect(server.posts()).toEqual([]);
  });

  it('marks all read: one call, the count to 0 and no unread marks left', async () => {
    captureStream();
    const server = stubAlertsApi(serverAlerts());
    renderBell();
    const panel = await openPanel('Alerts, 2 unread');
    await within(panel).findByRole('list');
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(await bell('Alerts, 0 unread')).toBeTruthy();
    expect(server.posts()).toEqual(['POST /api/alerts/read']);
    expect(screen.queryByTestId('alerts-badge')).toBeNull();
    await waitFor(() => expect(items(panel).some((t) => t?.includes('unread'))).toBe(false));
    expect(
      within(panel).getByRole('button', { name: 'Mark all read' }).hasAttribute('disabled'),
    ).toBe(true);
  });

  it('a live alert adds one to the count and tops the list; its closing does not count again', async () => {
    const stream = captureStream();
    const server = stubAlertsApi(serverAlerts());
    renderBell();
    await bell('Alerts, 2 unread');
    const arrived = liveAlert();
    server.add(arrived);
    stream.emit(LIVE_EVENTS.alert, arrived);
    expect(await bell('Alerts, 3 unread')).toBeTruthy();
    const said = screen.getByText(/^New alert:/);
    expect(said.getAttribute('role')).toBe('status');
    expect(said.textContent).toBe(
      'New alert: Faked location. Ravi Naik: the phone reports a faked location',
    );
    const panel = await openPanel();
    await waitFor(() => expect(items(panel)[0]).toMatch(/^Faked location, unread/));
    stream.emit(LIVE_EVENTS.alert, { ...arrived, closedAt: '2026-11-27T06:29:00.000Z' });
    await waitFor(() => expect(items(panel)[0]).toMatch(/^Phone silent/));
    expect(await bell('Alerts, 3 unread')).toBeTruthy();
    stream.emit(LIVE_EVENTS.alert, { not: 'an alert' });
    expect(await bell('Alerts, 3 unread')).toBeTruthy();
  });

  it('shows an employee with no alerts the bell at 0, and No alerts', async () => {
    captureStream();
    stubAlertsApi([]);
    renderBell('/dashboard', employee);
    expect(await bell('Alerts, 0 unread')).toBeTruthy();
    expect(screen.queryByTestId('alerts-badge')).toBeNull();
    const panel = await openPanel();
    expect(await within(panel).findByText('No alerts')).toBeTruthy();
    showAll(panel);
    expect(await within(panel).findByText('No alerts')).toBeTruthy();
  });

  it('says so when the list cannot be loaded, with Try Again', async () => {
    captureStream();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ is_success: false, message: 'No' }), { status: 500 }),
      ),
    );
    renderBell();
    const panel = await openPanel('Alerts');
    expect((await within(panel).findByRole('alert')).textContent).toMatch(/^Failed to load alerts/);
    expect(within(panel).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
