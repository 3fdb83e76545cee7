import { describe, expect, it } from 'vitest';
import { tripTypeOf } from './trip-type.ts';
import { DEFAULT_TRACKING_OPTIONS, validateTrackingOptions } from './tracking-options.ts';

describe('validateTrackingOptions', () => {
  it("fills the spec's defaults", () => {
    expect(validateTrackingOptions({})).toEqual({
      accuracyLimitM: 100,
      maxSpeedKmh: 250,
      stopThresholdMin: 5,
      stayRadiusM: 100,
      timeGapThresholdMin: 10,
      simplifyDeg: 0.00003,
    });
    expect(validateTrackingOptions({})).toEqual(DEFAULT_TRACKING_OPTIONS);
    expect(Object.isFrozen(DEFAULT_TRACKING_OPTIONS)).toBe(true);
  });

  it('keeps what is given and in range, including the bounds the server accepts', () => {
    expect(
      validateTrackingOptions({ stopThresholdMin: 120, timeGapThresholdMin: 1 }),
    ).toMatchObject({
      stopThresholdMin: 120,
      timeGapThresholdMin: 1,
      accuracyLimitM: 100,
    });
    expect(validateTrackingOptions({ simplifyDeg: 0 }).simplifyDeg).toBe(0);
  });

  it.each([
    ['stopThresholdMin', 0],
    ['stopThresholdMin', 121],
    ['timeGapThresholdMin', 241],
    ['simplifyDeg', -0.00001],
    ['simplifyDeg', 0.02],
    ['accuracyLimitM', 0],
    ['maxSpeedKmh', 5],
    ['stayRadiusM', 5000],
    ['stayRadiusM', Number.NaN],
    ['maxSpeedKmh', Number.POSITIVE_INFINITY],
  ] as const)('refuses %s = %s with a RangeError naming it', (key, value) => {
    expect(() => validateTrackingOptions({ [key]: value })).toThrow(RangeError);
    expect(() => validateTrackingOptions({ [key]: value })).toThrow(new RegExp(`^${key} must be`));
  });

  it('refuses a value that is not a number at all', () => {
    const sneaky = { stayRadiusM: '100' } as unknown as { stayRadiusM: number };
    expect(() => validateTrackingOptions(sneaky)).toThrow(/stayRadiusM must be a number/);
  });
});

describe('tripTypeOf (console.md §4, §9)', () => {
  it.each([
    [0, 'walking'],
    [4.99, 'walking'],
    [5, 'cycling'],
    [14.99, 'cycling'],
    [15, 'driving'],
    [120, 'driving'],
  ] as const)('%s km/h is %s', (speed, type) => {
    expect(tripTypeOf(speed)).toBe(type);
  });
});
