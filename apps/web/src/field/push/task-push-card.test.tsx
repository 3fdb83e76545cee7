import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TASK_PUSH_TEXTS as T, TaskPushCard } from './task-push-card';
import {
  ENDPOINT,
  installPushBrowser,
  KEY_BYTES,
  PUBLIC_KEY,
  removePushBrowser,
  stubPushServer,
} from '@/lib/push/test-push-browser';

const USER = '22222222-2222-4222-8222-222222222222';
const OWNER_KEY = 'ronda-push-owner:/field';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  removePushBrowser();
  window.localStorage.clear();
});

const renderCard = () => render(<TaskPushCard userId={USER} />);

describe('Notify me of new tasks (issue 30)', () => {
  it('asks nothing on load; after the tap it subscribes with the server key and posts the subscription', async () => {
    const fake = installPushBrowser({ answer: 'granted' });
    const server = stubPushServer();
    renderCard();
    const button = await screen.findByRole('button', { name: T.turnOn });
    expect(screen.getByText(T.offText)).toBeTruthy();
    expect(fake.requestPermission).not.toHaveBeenCalled();
    expect(server.calls).toEqual([]);

    fireEvent.click(button);
    expect(fake.requestPermission).toHaveBeenCalledTimes(1);
    await screen.findByText(T.onText);
    expect(fake.getRegistration).toHaveBeenCalledWith('/field');
    expect(fake.register).not.toHaveBeenCalled();
    expect(fake.subscribe).toHaveBeenCalledTimes(1);
    const init = fake.subscribe.mock.calls[0]?.[0];
    expect(init?.userVisibleOnly).toBe(true);
    expect(Array.from(init?.applicationServerKey as Uint8Array)).toEqual(KEY_BYTES);
    expect(server.calls).toEqual([
      { method: 'GET', path: '/api/push/key', body: undefined, authorization: null },
      {
        method: 'POST',
        path: '/api/push/subscriptions',
        body: {
          endpoint: `${ENDPOINT}-new`,
          expirationTime: null,
          keys: { p256dh: 'BPk3y', auth: 'au7h' },
        },
        authorization: null,
      },
    ]);
    expect(window.localStorage.getItem(OWNER_KEY)).toBe(USER);
    expect(screen.getByRole('button', { name: T.turnOff })).toBeTruthy();
  });

  it('Turn off unsubscribes this phone and DELETEs its endpoint', async () => {
    const fake = installPushBrowser({ permission: 'granted', subscribedWith: PUBLIC_KEY });
    window.localStorage.setItem(OWNER_KEY, USER);
    const server = stubPushServer();
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: T.turnOff }));
    await screen.findByRole('button', { name: T.turnOn });
    expect(server.writes()).toEqual([
      expect.objectContaining({
        method: 'DELETE',
        path: '/api/push/subscriptions',
        body: { endpoint: ENDPOINT },
      }),
    ]);
    expect(fake.browser.subscription).toBeNull();
    expect(window.localStorage.getItem(OWNER_KEY)).toBeNull();
  });

  it('says how to allow notifications when the browser blocks them, with nothing to tap', async () => {
    installPushBrowser({ permission: 'denied' });
    renderCard();
    expect(await screen.findByText(T.blocked)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a "Block" on the prompt shows the blocked state and sends nothing', async () => {
    const fake = installPushBrowser({ answer: 'denied' });
    const server = stubPushServer();
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: T.turnOn }));
    expect(await screen.findByText(T.blocked)).toBeTruthy();
    expect(fake.subscribe).not.toHaveBeenCalled();
    expect(server.calls).toEqual([]);
  });

  it('a prompt closed without an answer leaves it off', async () => {
    const fake = installPushBrowser({ answer: 'default' });
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: T.turnOn }));
    await waitFor(() => expect(fake.requestPermission).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: T.turnOn })).toBeTruthy();
    expect(fake.subscribe).not.toHaveBeenCalled();
  });

  it('says when the browser has no push (a Safari tab on an iPhone)', async () => {
    renderCard();
    expect(await screen.findByText(T.unsupported)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says so when the server cannot give its key, and stays off', async () => {
    installPushBrowser({ answer: 'granted' });
    stubPushServer({ keyStatus: 503 });
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: T.turnOn }));
    expect((await screen.findByRole('alert')).textContent).toBe(T.failedOn);
    expect(screen.getByRole('button', { name: T.turnOn })).toBeTruthy();
  });
});
