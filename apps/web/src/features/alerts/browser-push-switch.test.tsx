import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '@/lib/auth-store';
import { openLiveStream } from '@/lib/live-stream';
import {
  ENDPOINT,
  installPushBrowser,
  PUBLIC_KEY,
  removePushBrowser,
  stubPushServer,
} from '@/field/push/test-push-browser';
import { BROWSER_PUSH_TEXTS as T } from './components/browser-push-switch';
import { admin, employee, serverAlerts } from './test-fixtures';
import { bell, captureStream, renderBell, stubAlertsApi } from './test-harness';

vi.mock('@/lib/live-stream', () => ({ openLiveStream: vi.fn() }));

const supervisor = { ...admin, isAdmin: false, isSupervisor: true, role: 'supervisor' as const };

async function openPanel() {
  fireEvent.click(await bell());
  return screen.findByRole('dialog', { name: 'Alerts' });
}
const findSwitch = (panel: HTMLElement) => within(panel).findByRole('switch', { name: T.label });

beforeEach(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  captureStream();
  stubAlertsApi(serverAlerts());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(openLiveStream).mockReset();
  removePushBrowser();
  signOut();
  window.localStorage.clear();
});

describe('alerts as browser notifications (issue 30)', () => {
  it("an admin's click registers the console's worker, subscribes and posts the subscription", async () => {
    const fake = installPushBrowser({ registered: false, answer: 'granted' });
    const server = stubPushServer();
    renderBell();
    const toggle = await findSwitch(await openPanel());
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(fake.requestPermission).not.toHaveBeenCalled();

    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(fake.register).toHaveBeenCalledWith('/console-sw.js', { scope: '/' });
    expect(fake.subscribe).toHaveBeenCalledWith(expect.objectContaining({ userVisibleOnly: true }));
    expect(server.writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/push/subscriptions',
        body: expect.objectContaining({ endpoint: `${ENDPOINT}-new` }),
        authorization: 'Bearer t',
      }),
    ]);
  });

  it('a supervisor turns it off: unsubscribed here and DELETEd on the server', async () => {
    const fake = installPushBrowser({ permission: 'granted', subscribedWith: PUBLIC_KEY });
    window.localStorage.setItem('ronda-push-owner:/', supervisor.id);
    const server = stubPushServer();
    renderBell('/dashboard', supervisor);
    const toggle = await findSwitch(await openPanel());
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(server.writes().at(-1)).toMatchObject({
      method: 'DELETE',
      body: { endpoint: ENDPOINT },
    });
    expect(fake.browser.subscription).toBeNull();
  });

  it('blocked by the browser: the switch cannot be used and the panel says how to allow it', async () => {
    installPushBrowser({ permission: 'denied' });
    renderBell();
    const panel = await openPanel();
    expect((await findSwitch(panel)).hasAttribute('disabled')).toBe(true);
    expect(within(panel).getByText(T.blocked)).toBeTruthy();
  });

  it('says when this browser has no push', async () => {
    renderBell();
    const panel = await openPanel();
    expect(await within(panel).findByText(T.unsupported)).toBeTruthy();
    expect(within(panel).queryByRole('switch')).toBeNull();
  });

  it('employees do not see it', async () => {
    installPushBrowser();
    renderBell('/dashboard', employee);
    const panel = await openPanel();
    await within(panel).findByRole('list', { name: 'Open alerts' });
    expect(within(panel).queryByRole('switch')).toBeNull();
    expect(within(panel).queryByText(T.unsupported)).toBeNull();
  });
});
