import type { User } from '@ronda/shared';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OutboxContext, SyncViewContext, type SyncView } from '../outbox/outbox-context';
import { WorkLogScreen } from './work-log-screen';
import { fakeOutbox } from '@/field/outbox/test-outbox';

const PLUMBING = '00000000-0000-4000-8000-0000000000d1';
const user: User = {
  id: '00000000-0000-4000-8000-0000000000e1',
  firstName: 'Bosco',
  lastName: 'Pereira',
  email: 'bosco@field.example',
  phone: null,
  profilePicture: null,
  role: 'employee',
  isAdmin: false,
  isSupervisor: false,
  status: 'active',
  isActive: true,
  departments: [{ id: PLUMBING, name: 'Plumbing' }],
};

function renderOffline() {
  // No position to be had: the work log is still saved, without a location.
  vi.stubGlobal('navigator', { ...navigator, geolocation: undefined, onLine: false });
  const { outbox, queue } = fakeOutbox();
  const view: SyncView = {
    sentence: 'All sent',
    waiting: 0,
    failed: 0,
    online: false,
    syncedAt: null,
  };
  render(
    <OutboxContext.Provider value={outbox}>
      <SyncViewContext.Provider value={view}>
        <WorkLogScreen user={user} />
      </SyncViewContext.Provider>
    </OutboxContext.Provider>,
  );
  return queue;
}

describe('the field app work log', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('asks for a description before queueing anything', () => {
    const queue = renderOffline();
    fireEvent.click(screen.getByRole('button', { name: 'Save work log' }));
    expect(screen.getByRole('alert').textContent).toBe('Describe the work you did.');
    expect(queue).not.toHaveBeenCalled();
  });

  it('offline: says photos are kept on the phone and queues the log with its own id', async () => {
    const queue = renderOffline();
    expect(screen.getByText(/photos are kept on this phone/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('What did you do?'), {
      target: { value: 'Replaced the float valve' },
    });
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'in-progress' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save work log' }));
    await waitFor(() => expect(queue).toHaveBeenCalledTimes(1));
    const [call] = queue.mock.calls[0] ?? [];
    expect(call).toMatchObject({
      kind: 'work-log',
      method: 'POST',
      path: '/api/device/worklogs',
      body: {
        description: 'Replaced the float valve',
        departmentId: PLUMBING,
        status: 'in-progress',
        notes: null,
        location: null,
        employeeImages: [],
      },
    });
    expect(call?.clientId).toBe((call?.body as { id: string }).id);
    expect(await screen.findByText(/saved on this phone/)).toBeTruthy();
  });

  it('issue 27: offline, a photo is queued with the log (its bytes), to be uploaded before it', async () => {
    const queue = renderOffline();
    fireEvent.change(screen.getByLabelText('What did you do?'), {
      target: { value: 'Fixed the pump' },
    });
    const photo = new File([new Uint8Array([1, 2, 3, 4])], 'pump.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText(/Add photos/), { target: { files: [photo] } });
    await screen.findByRole('img', { name: 'pump.png' });
    fireEvent.click(screen.getByRole('button', { name: 'Save work log' }));
    await waitFor(() => expect(queue).toHaveBeenCalledTimes(1));
    const [call] = queue.mock.calls[0] ?? [];
    expect(call).toMatchObject({ kind: 'work-log', photoField: 'employeeImages' });
    expect(call?.photos).toHaveLength(1);
    expect(call?.photos?.[0]).toMatchObject({ name: 'pump.png', type: 'image/png' });
    expect(call?.photos?.[0]?.data.byteLength).toBe(4);
    expect(call?.body).toMatchObject({ employeeImages: [] });
  });
});
