import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutboxContext, SyncViewContext, type SyncView } from '../outbox/outbox-context';
import { SignOutCheck } from './sign-out-check';
import { fakeOutbox } from '@/field/outbox/test-outbox';

function renderCheck(view: Partial<SyncView>) {
  const { outbox } = fakeOutbox();
  const onSignOut = vi.fn();
  const onCancel = vi.fn();
  render(
    <OutboxContext.Provider value={outbox}>
      <SyncViewContext.Provider
        value={{ sentence: '', waiting: 3, failed: 0, online: true, syncedAt: null, ...view }}
      >
        <SignOutCheck onSignOut={onSignOut} onCancel={onCancel} />
      </SyncViewContext.Provider>
    </OutboxContext.Provider>,
  );
  return { outbox, onSignOut, onCancel };
}

describe('signing out with items waiting (issue 27)', () => {
  afterEach(cleanup);

  it('says how many, offers to send them first, and says they stay on this phone', () => {
    const { outbox, onSignOut, onCancel } = renderCheck({ waiting: 3 });
    expect(screen.getByRole('alertdialog', { name: '3 items are waiting to send' })).toBeTruthy();
    expect(
      screen.getByText(/stay on this phone and are sent when you sign in here again/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send now' }));
    expect(outbox.syncNow).toHaveBeenCalledTimes(1);
    expect(onSignOut).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out, keep them on this phone' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('offline, it cannot send now and says why', () => {
    renderCheck({ waiting: 1, online: false });
    expect(screen.getByRole('alertdialog', { name: '1 item is waiting to send' })).toBeTruthy();
    expect(screen.getByText(/^You are offline\./)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send now' })).toBeNull();
  });
});
