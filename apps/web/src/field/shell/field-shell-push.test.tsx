import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAuth, signIn, signOut } from '@/lib/auth-store';
import { OutboxContext } from '../outbox/outbox-context';
import {
  ENDPOINT,
  installPushBrowser,
  PUBLIC_KEY,
  removePushBrowser,
  stubPushServer,
} from '@/lib/push/test-push-browser';
import { MY_TASKS_TEXTS } from '../tasks/my-task-texts';
import { FIELD_COMPANY, FIELD_USER, makeTask } from '../tasks/test-fixtures';
import { stubServer } from '../tasks/test-harness';
import { FieldShell } from './field-shell';
import { fakeOutbox } from '@/field/outbox/test-outbox';

function renderShell(at = '/field/') {
  window.history.replaceState(null, '', at);
  signIn({ token: 'field-token', user: FIELD_USER, company: FIELD_COMPANY });
  const { outbox } = fakeOutbox();
  render(
    <OutboxContext.Provider value={outbox}>
      <FieldShell />
    </OutboxContext.Provider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  removePushBrowser();
  signOut();
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the field app and Web Push (issue 30)', () => {
  it("a notification's /field/?task=<id> opens that task, then leaves the address by replacing it", async () => {
    const task = makeTask({ description: 'Fix the gate at Mapusa' });
    stubServer({ tasks: [makeTask({ description: 'Another job' }), task] });
    renderShell(`/field/?task=${task.id}`);
    const entries = window.history.length;
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Fix the gate at Mapusa' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'My tasks' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(window.location.pathname).toBe('/field/');
    expect(window.history.length).toBe(entries);
    // Back to the list and away: the link is spent, the list stays a list.
    fireEvent.click(screen.getByRole('button', { name: MY_TASKS_TEXTS.back }));
    expect(await screen.findByRole('list', { name: 'My tasks' })).toBeTruthy();
  });

  it('a link to a task not among theirs says so plainly, over the list', async () => {
    stubServer({ tasks: [makeTask({ description: 'Another job' })] });
    renderShell('/field/?task=aaaaaaaa-0000-4000-8000-ffffffffffff');
    expect(await screen.findByText(MY_TASKS_TEXTS.linkNotYours)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'My tasks' })).toBeTruthy();
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('Sign out unsubscribes this phone and DELETEs its endpoint while still signed in', async () => {
    stubServer({ tasks: [] });
    const fake = installPushBrowser({ permission: 'granted', subscribedWith: PUBLIC_KEY });
    window.localStorage.setItem('ronda-push-owner:/field', FIELD_USER.id);
    const server = stubPushServer();
    renderShell();
    // Opening the app gives the server this phone's subscription again.
    await waitFor(() => expect(server.writes().map((c) => c.method)).toEqual(['POST']));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(getAuth().isAuthenticated).toBe(false));
    expect(server.writes()[1]).toEqual({
      method: 'DELETE',
      path: '/api/push/subscriptions',
      body: { endpoint: ENDPOINT },
      authorization: 'Bearer field-token',
    });
    expect(fake.browser.subscription).toBeNull();
  });
});
