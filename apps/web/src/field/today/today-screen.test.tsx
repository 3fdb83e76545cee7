import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OutboxContext, SyncViewContext, type SyncView } from '../outbox/outbox-context';
import { TodayScreen } from './today-screen';
import { fakeOutbox } from '@/field/outbox/test-outbox';

const USER = '00000000-0000-4000-8000-0000000000e1';
const SPOT = { latitude: 15.4989, longitude: 73.8278, accuracy: 8 };

function stubGeolocation() {
  const geolocation = {
    getCurrentPosition: vi.fn((ok: PositionCallback) =>
      ok({ coords: SPOT, timestamp: Date.now() } as unknown as GeolocationPosition),
    ),
    watchPosition: vi.fn(() => 1),
    clearWatch: vi.fn(),
  };
  vi.stubGlobal('navigator', { ...navigator, geolocation, onLine: false });
  return geolocation;
}

function renderToday(sync: Partial<SyncView> = {}) {
  const { outbox, queue } = fakeOutbox();
  const view: SyncView = {
    sentence: '1 waiting · offline',
    waiting: 1,
    failed: 0,
    online: false,
    syncedAt: null,
    ...sync,
  };
  render(
    <OutboxContext.Provider value={outbox}>
      <SyncViewContext.Provider value={view}>
        <TodayScreen userId={USER} timeZone="Asia/Kolkata" />
      </SyncViewContext.Provider>
    </OutboxContext.Provider>,
  );
  return queue;
}

describe('Today in the field app', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('punching in queues the device call with its own id and position, and shows the day at once, offline', async () => {
    stubGeolocation();
    const queue = renderToday();
    fireEvent.click(screen.getByRole('button', { name: 'Punch in' }));
    expect(await screen.findByRole('heading', { name: /^Working since/ })).toBeTruthy();
    expect(queue).toHaveBeenCalledTimes(1);
    const [call] = queue.mock.calls[0] ?? [];
    expect(call).toMatchObject({
      kind: 'punch-in',
      method: 'POST',
      path: '/api/device/attendance/punch-in',
      body: { location: { lat: SPOT.latitude, lng: SPOT.longitude } },
    });
    const body = call?.body as { id: string; timestamp: string };
    expect(call?.clientId).toBe(body.id);
    expect(Date.parse(body.timestamp)).not.toBeNaN();
    expect(screen.getByText('Keep Ronda open while you work')).toBeTruthy();
  });

  it('a break needs a reason, then queues it; ending it returns to work', async () => {
    stubGeolocation();
    const queue = renderToday();
    fireEvent.click(screen.getByRole('button', { name: 'Punch in' }));
    await screen.findByRole('heading', { name: /^Working since/ });
    fireEvent.click(screen.getByRole('button', { name: 'Start break' }));
    expect(screen.getByRole('alert').textContent).toBe('Give a reason for the break.');
    fireEvent.change(screen.getByLabelText('Reason for a break'), { target: { value: 'Lunch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start break' }));
    expect(await screen.findByRole('heading', { name: 'On a break' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'End break' }));
    await screen.findByRole('heading', { name: /^Working since/ });
    expect(queue.mock.calls.map(([c]) => c.kind)).toEqual(['punch-in', 'break-start', 'break-end']);
    expect(queue.mock.calls[1]?.[0].body).toMatchObject({ reason: 'Lunch' });
  });

  it('says so when the position cannot be had, and queues nothing', async () => {
    const geolocation = stubGeolocation();
    geolocation.getCurrentPosition.mockImplementation(((
      _ok: PositionCallback,
      fail: PositionErrorCallback,
    ) => fail({ code: 1, message: '' } as GeolocationPositionError)) as never);
    const queue = renderToday();
    fireEvent.click(screen.getByRole('button', { name: 'Punch in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toMatch(/Could not get your position/),
    );
    expect(queue).not.toHaveBeenCalled();
  });
});
