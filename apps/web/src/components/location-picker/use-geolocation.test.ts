import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_LOCATION_MESSAGES as LOCATION_MESSAGES } from './test-messages';
import { useDeviceLocation } from './use-geolocation';

type Success = (position: GeolocationPosition) => void;
type Failure = (error: GeolocationPositionError) => void;

function stubGeolocation() {
  const calls: { success: Success; failure: Failure; options?: PositionOptions }[] = [];
  vi.stubGlobal('navigator', {
    geolocation: {
      getCurrentPosition: (success: Success, failure: Failure, options?: PositionOptions) =>
        calls.push({ success, failure, options }),
    },
  });
  return calls;
}

function stubReverse(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

const position = (latitude: number, longitude: number) =>
  ({ coords: { latitude, longitude } }) as GeolocationPosition;

afterEach(() => vi.unstubAllGlobals());

describe('useDeviceLocation (§4, §8, §9)', () => {
  it('PUB-CUST-57 PUB-CUST-58 PUB-CUST-59 asks with high accuracy, a 15 s time-out and a 5 min cache, then looks up the address', async () => {
    const calls = stubGeolocation();
    stubReverse(200, {
      is_success: true,
      result: { label: 'Panaji, Goa', lat: 15.4989, lng: 73.8278, address: {} },
    });
    const onPoint = vi.fn();
    const onAddress = vi.fn();
    const { result } = renderHook(() => useDeviceLocation(LOCATION_MESSAGES));
    act(() => result.current.locate({ onPoint, onAddress }));
    expect(calls[0]?.options).toEqual({
      enableHighAccuracy: true,
      timeout: 15000,
      maximumAge: 300000,
    });
    expect(result.current.locating).toBe(true);
    await act(async () => calls[0]?.success(position(15.4989, 73.8278)));
    expect(onPoint).toHaveBeenCalledWith({ lat: 15.4989, lng: 73.8278 });
    expect(onAddress).toHaveBeenCalledWith({ lat: 15.4989, lng: 73.8278 }, 'Panaji, Goa');
    expect(result.current.locating).toBe(false);
    expect(result.current.message).toBeNull();
  });

  it("says so when the address can't be fetched", async () => {
    const calls = stubGeolocation();
    stubReverse(200, { is_success: true, result: null });
    const { result } = renderHook(() => useDeviceLocation(LOCATION_MESSAGES));
    act(() => result.current.locate({ onPoint: vi.fn(), onAddress: vi.fn() }));
    await act(async () => calls[0]?.success(position(1, 1)));
    expect(result.current.message).toBe(LOCATION_MESSAGES.noAddress);
  });

  it("uses the caller's addressNotFound when no address is known there, noAddress when the lookup fails", async () => {
    const calls = stubGeolocation();
    const messages = { ...LOCATION_MESSAGES, addressNotFound: 'No address here.' };
    const { result } = renderHook(() => useDeviceLocation(messages));
    stubReverse(200, { is_success: true, result: null });
    act(() => result.current.locate({ onPoint: vi.fn(), onAddress: vi.fn() }));
    await act(async () => calls[0]?.success(position(1, 1)));
    expect(result.current.message).toBe('No address here.');
    stubReverse(503, { is_success: false, message: 'Address lookup is not available' });
    act(() => result.current.locate({ onPoint: vi.fn(), onAddress: vi.fn() }));
    await act(async () => calls[1]?.success(position(1, 1)));
    expect(result.current.message).toBe(LOCATION_MESSAGES.noAddress);
  });

  it('names each failure', () => {
    const calls = stubGeolocation();
    const { result } = renderHook(() => useDeviceLocation(LOCATION_MESSAGES));
    const expected = [
      [1, LOCATION_MESSAGES.denied],
      [2, LOCATION_MESSAGES.unavailable],
      [3, LOCATION_MESSAGES.timeout],
      [7, LOCATION_MESSAGES.unknown],
    ] as const;
    expected.forEach(([code, message], index) => {
      act(() => result.current.locate({ onPoint: vi.fn(), onAddress: vi.fn() }));
      act(() => calls[index]?.failure({ code } as GeolocationPositionError));
      expect(result.current.message).toBe(message);
    });
  });

  it('reports a position it cannot process', () => {
    const calls = stubGeolocation();
    const { result } = renderHook(() => useDeviceLocation(LOCATION_MESSAGES));
    act(() => result.current.locate({ onPoint: vi.fn(), onAddress: vi.fn() }));
    act(() => calls[0]?.success({} as GeolocationPosition));
    expect(result.current.message).toBe(LOCATION_MESSAGES.processing);
    expect(result.current.locating).toBe(false);
  });

  it('explains when the browser has no geolocation', () => {
    vi.stubGlobal('navigator', {});
    const { result } = renderHook(() => useDeviceLocation(LOCATION_MESSAGES));
    act(() => result.current.locate({ onPoint: vi.fn(), onAddress: vi.fn() }));
    expect(result.current.message).toBe(LOCATION_MESSAGES.unsupported);
  });
});
