import { describe, expect, it, vi } from 'vitest';
import { centreOn } from './centre-on';
import { DEFAULT_CENTER, MAP_ZOOM, viewForPoints } from './zoom-for-points';

describe('viewForPoints (console.md §9 zoom rules)', () => {
  it('zoom 2 with no data, and ignores invalid points', () => {
    expect(viewForPoints([])).toEqual({ center: DEFAULT_CENTER, zoom: 2 });
    expect(
      viewForPoints([
        { lat: Number.NaN, lng: 1 },
        { lat: 91, lng: 0 },
      ]).zoom,
    ).toBe(2);
  });

  it('15 for a single point, centred on it', () => {
    expect(viewForPoints([{ lat: 15.5, lng: 73.8 }])).toEqual({
      center: { lat: 15.5, lng: 73.8 },
      zoom: MAP_ZOOM.single,
    });
  });

  it('13 for a cluster, 12 past 0.05 degrees, 11 past 0.1', () => {
    const at = (dLat: number, dLng = 0) => [
      { lat: 15.5, lng: 73.8 },
      { lat: 15.5 + dLat, lng: 73.8 + dLng },
    ];
    expect(viewForPoints(at(0.049)).zoom).toBe(13);
    expect(viewForPoints(at(0.051)).zoom).toBe(12);
    expect(viewForPoints(at(0, 0.099)).zoom).toBe(12);
    expect(viewForPoints(at(0, 0.101)).zoom).toBe(11);
    const { center } = viewForPoints(at(0.08));
    expect(center.lat).toBeCloseTo(15.54, 10);
    expect(center.lng).toBeCloseTo(73.8, 10);
  });
});

describe('centreOn', () => {
  it('CON-TASK-79 centres on valid numbers and only warns about anything else', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const map = { setView: vi.fn() };
    expect(centreOn(map, { lat: 15.5, lng: 73.8 }, 16)).toBe(true);
    expect(map.setView).toHaveBeenCalledWith([15.5, 73.8], 16);
    const bad = { lat: 'a', lng: 'b' } as unknown as { lat: number; lng: number };
    expect(centreOn(map, bad, 16)).toBe(false);
    expect(map.setView).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('waits for a running zoom animation to end, which would otherwise swallow the move', () => {
    let ended: (() => void) | undefined;
    const map = {
      _animatingZoom: true,
      setView: vi.fn(),
      once: vi.fn((_: 'zoomend', handler: () => void) => {
        ended = handler;
      }),
    };
    expect(centreOn(map, { lat: 15.5, lng: 73.8 }, 16)).toBe(true);
    expect(map.setView).not.toHaveBeenCalled();
    ended?.();
    expect(map.setView).toHaveBeenCalledWith([15.5, 73.8], 16);
  });
});
