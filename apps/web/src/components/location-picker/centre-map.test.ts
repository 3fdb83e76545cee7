import { afterEach, describe, expect, it, vi } from 'vitest';
import { centreMap } from './centre-map';

afterEach(() => vi.restoreAllMocks());

describe('centreMap', () => {
  it('centres on a valid point at zoom 15', () => {
    const map = { setView: vi.fn() };
    expect(centreMap(map, { lat: 15.4989, lng: 73.8278 })).toBe(true);
    expect(map.setView).toHaveBeenCalledWith([15.4989, 73.8278], 15);
  });

  it('PUB-ERR-27 only warns on invalid coordinates (§8)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error');
    const map = { setView: vi.fn() };
    expect(() => centreMap(map, { lat: Number.NaN, lng: 73 })).not.toThrow();
    expect(centreMap(map, null)).toBe(false);
    expect(map.setView).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(error).not.toHaveBeenCalled();
  });
});
