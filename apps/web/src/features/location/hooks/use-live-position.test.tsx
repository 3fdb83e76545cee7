import type { LatestLocation } from '@ronda/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLiveStream, type LiveStreamHandlers } from '@/lib/live-stream';
import { locationKeys } from '../api/location-keys';
import { ANA, COMPANY_ID, DAY, latest, RAVI } from '../test-fixtures';
import { useLivePosition } from './use-live-position';

vi.mock('@/lib/live-stream', () => ({ openLiveStream: vi.fn() }));
const open = vi.mocked(openLiveStream);

function setup(enabled = true) {
  let handlers: LiveStreamHandlers | null = null;
  const stop = vi.fn();
  open.mockImplementation((_path, h) => {
    handlers = h;
    return stop;
  });
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  client.setQueryData(locationKeys.latest(COMPANY_ID), [latest('2026-03-10T11:00:00Z')]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => useLivePosition({ companyId: COMPANY_ID, userId: ANA, date: DAY, enabled }),
    { wrapper },
  );
  const emit = (event: string, data: unknown) =>
    act(() => handlers?.onEvent(event, JSON.stringify(data)));
  const connect = () => act(() => handlers?.onConnected(true));
  const trackingRefetches = () =>
    invalidate.mock.calls.filter(([f]) => f?.queryKey?.[1] === 'tracking').length;
  const reloaded = () => invalidate.mock.calls.map(([f]) => f?.queryKey);
  return { client, hook, emit, connect, stop, trackingRefetches, reloaded };
}

const at = (iso: string, id = ANA): LatestLocation => {
  const record = latest(iso);
  return { ...record, employee: { ...record.employee, id } };
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-03-10T12:00:00Z'));
  open.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useLivePosition', () => {
  it('listens only on today: a past day opens no stream', () => {
    setup(false);
    expect(open).not.toHaveBeenCalled();
  });

  it("moves the chosen person's last known location and says when the stream is up", () => {
    const { client, hook, emit, connect } = setup();
    expect(open).toHaveBeenCalledWith(`/api/companies/${COMPANY_ID}/live`, expect.anything());
    expect(hook.result.current).toBe(false);
    connect();
    expect(hook.result.current).toBe(true);
    const moved = at('2026-03-10T12:00:00Z');
    emit('location', moved);
    expect(client.getQueryData(locationKeys.latest(COMPANY_ID))).toEqual([moved]);
  });

  it("refetches the day's trips at most once a minute, the last move included", () => {
    const { emit, trackingRefetches } = setup();
    emit('location', at('2026-03-10T12:00:10Z'));
    emit('location', at('2026-03-10T12:00:20Z'));
    act(() => vi.advanceTimersByTime(59_000));
    expect(trackingRefetches()).toBe(0);
    act(() => vi.advanceTimersByTime(1_000));
    expect(trackingRefetches()).toBe(1);
    emit('location', at('2026-03-10T12:01:10Z'));
    act(() => vi.advanceTimersByTime(30_000));
    expect(trackingRefetches()).toBe(1);
    act(() => vi.advanceTimersByTime(30_000));
    expect(trackingRefetches()).toBe(2);
  });

  it('someone else moving refetches nothing; a snapshot replaces the list; unmount stops', () => {
    const { client, emit, trackingRefetches, hook, stop } = setup();
    emit('location', at('2026-03-10T12:00:10Z', RAVI));
    act(() => vi.advanceTimersByTime(120_000));
    expect(trackingRefetches()).toBe(0);
    const snapshot = [at('2026-03-10T11:59:00Z'), { ...at('x', RAVI), location: null }];
    emit('snapshot', { locations: snapshot });
    expect(client.getQueryData(locationKeys.latest(COMPANY_ID))).toEqual([snapshot[0]]);
    hook.unmount();
    expect(stop).toHaveBeenCalled();
  });

  it('issue 27: a punch, break or work log of the person shown reloads that part of their day at once', () => {
    const { emit, reloaded } = setup();
    emit('activity', { employeeId: RAVI, kind: 'attendance' });
    emit('activity', { employeeId: ANA, kind: 'nonsense' });
    expect(reloaded()).toEqual([]);
    emit('activity', { employeeId: ANA, kind: 'attendance' });
    emit('activity', { employeeId: ANA, kind: 'work-log' });
    expect(reloaded()).toEqual([
      locationKeys.attendance(ANA, DAY),
      locationKeys.workLogs(ANA, DAY),
    ]);
  });
});
