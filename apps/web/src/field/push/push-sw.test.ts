import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

// The hand-written worker scripts, as the browser gets them (served as they are, not bundled).
const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');
const PUSH_SW = read('../../../field/public/push-sw.js');
const CONSOLE_SW = read('../../../public/console-sw.js');

const ORIGIN = 'https://ronda.example';

interface FakeWindow {
  url: string;
  focused: boolean;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function fakeWindow(url: string, focused = false, navigates = true): FakeWindow {
  const client: FakeWindow = {
    url: `${ORIGIN}${url}`,
    focused,
    focus: vi.fn(async () => client),
    navigate: vi.fn(async (to: string) =>
      navigates ? { ...client, url: to } : Promise.reject(new TypeError('not controlled')),
    ),
  };
  return client;
}

type Listener = (event: unknown) => void;

/**
 * A worker's global scope with spies, the script run in it as importScripts would, and the
 * events the browser would send dispatched by hand; `settled` waits for their waitUntil promises.
 */
function loadWorker(script: string, windows: FakeWindow[] = [], scope = `${ORIGIN}/field`) {
  const listeners = new Map<string, Listener[]>();
  const waits: Promise<unknown>[] = [];
  const self = {
    location: new URL('/field/sw.js', ORIGIN),
    registration: { scope, showNotification: vi.fn(async () => undefined) },
    clients: {
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async () => null),
      claim: vi.fn(async () => undefined),
    },
    skipWaiting: vi.fn(),
    addEventListener: (type: string, listener: Listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
  };
  const importScripts = vi.fn(() => new Function('self', PUSH_SW)(self));
  new Function('self', 'importScripts', script)(self, importScripts);
  const dispatch = (type: string, event: object) => {
    const waitUntil = (promise: Promise<unknown>) => waits.push(promise);
    for (const listener of listeners.get(type) ?? []) listener({ ...event, waitUntil });
    return Promise.all(waits);
  };
  const push = (data: unknown) =>
    dispatch('push', {
      data: {
        json: () => (typeof data === 'string' ? JSON.parse(data) : data),
        text: () => String(data),
      },
    });
  const click = (url: string) => {
    const notification = { data: { url }, close: vi.fn() };
    return dispatch('notificationclick', { notification }).then(() => notification);
  };
  return { self, importScripts, dispatch, push, click };
}

describe('push-sw.js: notifications in the service worker (issue 30)', () => {
  it('shows each push with its title, body, tag, the app icon and the page to open', async () => {
    const worker = loadWorker(PUSH_SW);
    await worker.push({
      title: 'New task',
      body: 'Fix the gate at Mapusa',
      url: '/field/?task=abc',
      tag: 'task-abc',
    });
    expect(worker.self.registration.showNotification).toHaveBeenCalledWith('New task', {
      body: 'Fix the gate at Mapusa',
      tag: 'task-abc',
      icon: '/field/icons/icon-192.png',
      data: { url: `${ORIGIN}/field/?task=abc` },
    });
  });

  it('still shows something for a message it cannot read, and never sends a tap off the site', async () => {
    const worker = loadWorker(PUSH_SW);
    await worker.push('not json');
    await worker.push({ title: 'Phishing', body: '', url: 'https://evil.example/', tag: '' });
    const calls = worker.self.registration.showNotification.mock.calls as unknown[][];
    expect(calls[0]).toEqual([
      'Ronda',
      expect.objectContaining({ body: 'not json', data: { url: `${ORIGIN}/field` } }),
    ]);
    expect(calls[1]?.[1]).toMatchObject({ data: { url: `${ORIGIN}/field` } });
  });

  it('a tap with no window of the app open opens one at the page', async () => {
    const worker = loadWorker(PUSH_SW);
    const notification = await worker.click(`${ORIGIN}/field/?task=abc`);
    expect(notification.close).toHaveBeenCalled();
    expect(worker.self.clients.matchAll).toHaveBeenCalledWith({ type: 'window' });
    expect(worker.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/field/?task=abc`);
  });

  it('a tap brings the open window forward (the focused one first) and moves it to the page', async () => {
    const other = fakeWindow('/field/');
    const focused = fakeWindow('/field/', true);
    const worker = loadWorker(PUSH_SW, [other, focused]);
    await worker.click(`${ORIGIN}/field/?task=abc`);
    expect(focused.focus).toHaveBeenCalled();
    expect(focused.navigate).toHaveBeenCalledWith(`${ORIGIN}/field/?task=abc`);
    expect(other.navigate).not.toHaveBeenCalled();
    expect(worker.self.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window when the open one cannot be moved', async () => {
    const stuck = fakeWindow('/field/', false, false);
    const worker = loadWorker(PUSH_SW, [stuck]);
    await worker.click('/field/?task=abc');
    expect(stuck.navigate).toHaveBeenCalled();
    expect(worker.self.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/field/?task=abc`);
  });
});

describe("console-sw.js: the console's worker (issue 30)", () => {
  it("loads the same handlers, takes over open console tabs, and an alert's tap moves one", async () => {
    const tab = fakeWindow('/dashboard', true);
    const worker = loadWorker(CONSOLE_SW, [tab], `${ORIGIN}/`);
    expect(worker.importScripts).toHaveBeenCalledWith('/field/push-sw.js');
    await worker.dispatch('install', {});
    expect(worker.self.skipWaiting).toHaveBeenCalled();
    await worker.dispatch('activate', {});
    expect(worker.self.clients.claim).toHaveBeenCalled();
    await worker.click('/tasks?q=abcd1234');
    expect(tab.navigate).toHaveBeenCalledWith(`${ORIGIN}/tasks?q=abcd1234`);
  });
});
