import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ALERT_KIND_NAMES, ALERT_KINDS } from '@ronda/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signOut } from '@/lib/auth-store';
import { openLiveStream } from '@/lib/live-stream';
import {
  ENDPOINT,
  installPushBrowser,
  PUBLIC_KEY,
  removePushBrowser,
  stubPushServer,
} from '@/lib/push/test-push-browser';
import { BROWSER_PUSH_TEXTS as T } from './components/browser-push-switch';
import { PUSHED_RULES_TEXTS as RULES } from './components/pushed-rules';
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

  it('with notifications on, each rule can be left out, and a refused save is undone', async () => {
    installPushBrowser({ permission: 'granted', subscribedWith: PUBLIC_KEY });
    window.localStorage.setItem('ronda-push-owner:/', supervisor.id);
    const api = stubAlertsApi(serverAlerts());
    stubPushServer();
    renderBell('/dashboard', supervisor);
    const panel = await openPanel();
    const rules = await within(panel).findByRole('group', { name: RULES.legend });
    const boxes = within(rules).getAllByRole('checkbox');
    expect(boxes.map((b) => b.closest('label')?.textContent)).toEqual(
      ALERT_KINDS.map((k) => ALERT_KIND_NAMES[k]),
    );
    expect(boxes.every((b) => (b as HTMLInputElement).checked)).toBe(true);

    fireEvent.click(within(rules).getByRole('checkbox', { name: 'Low battery' }));
    await waitFor(() =>
      expect(api.chosenKinds()).toEqual(ALERT_KINDS.filter((k) => k !== 'low-battery')),
    );
    const checked = (name: string) =>
      (within(rules).getByRole('checkbox', { name }) as HTMLInputElement).checked;
    expect(checked('Low battery')).toBe(false);

    api.refuseChoice();
    fireEvent.click(within(rules).getByRole('checkbox', { name: 'Phone silent' }));
    expect((await within(rules).findByRole('alert')).textContent).toBe(RULES.failed);
    await waitFor(() => expect(checked('Phone silent')).toBe(true));
  });

  it('with notifications off, there is nothing to choose', async () => {
    installPushBrowser({ permission: 'default' });
    stubPushServer();
    renderBell('/dashboard', supervisor);
    const panel = await openPanel();
    await findSwitch(panel);
    expect(within(panel).queryByRole('group', { name: RULES.legend })).toBeNull();
  });
});
