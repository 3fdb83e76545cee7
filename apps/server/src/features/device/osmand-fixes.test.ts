import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error.ts';
import { osmandTimeOf, readOsmandRequest, TIMESTAMP_MESSAGE } from './osmand-fixes.ts';

const NOW = new Date('2026-11-27T10:00:00.000Z');

describe('issue 19 osmandTimeOf: every form the apps send a fix time in', () => {
  it.each([
    ['Unix seconds', '1795500000', '2026-11-24T06:00:00.000Z'],
    ['Unix seconds with a fraction', '1795500000.25', '2026-11-24T06:00:00.250Z'],
    ['Unix milliseconds', '1795500000123', '2026-11-24T06:00:00.123Z'],
    ['ISO 8601 with Z', '2025-08-28T11:51:46.587Z', '2025-08-28T11:51:46.587Z'],
    ['ISO 8601 with an offset', '2025-08-28T17:21:46+05:30', '2025-08-28T11:51:46.000Z'],
    ['ISO 8601 with a colon-less offset', '2025-08-28T17:21:46+0530', '2025-08-28T11:51:46.000Z'],
    ['ISO 8601 without a zone (UTC)', '2025-08-28T11:51:46', '2025-08-28T11:51:46.000Z'],
    ['ISO 8601 with microseconds', '2025-08-28T11:51:46.587123Z', '2025-08-28T11:51:46.587Z'],
    ['yyyy-MM-dd HH:mm:ss (UTC)', '2025-08-28 11:51:46', '2025-08-28T11:51:46.000Z'],
  ])('reads %s', (_form, text, iso) => {
    expect(osmandTimeOf(text, NOW)?.toISOString()).toBe(iso);
  });

  it('reads a JSON number as seconds or milliseconds', () => {
    expect(osmandTimeOf(1795500000, NOW)?.toISOString()).toBe('2026-11-24T06:00:00.000Z');
    expect(osmandTimeOf(1795500000123, NOW)?.toISOString()).toBe('2026-11-24T06:00:00.123Z');
  });

  it('takes the arrival time when none is sent', () => {
    expect(osmandTimeOf(undefined, NOW)).toBe(NOW);
    expect(osmandTimeOf('', NOW)).toBe(NOW);
  });

  it.each([['yesterday'], ['2025-08-28'], ['-5'], ['1e400'], [true], [{}], [Number.NaN], [9e20]])(
    'cannot read %s',
    (value) => {
      expect(osmandTimeOf(value, NOW)).toBeUndefined();
    },
  );
});

describe('issue 19 readOsmandRequest', () => {
  it('converts query-string units to the device API’s: knots, percent, flags', () => {
    const read = readOsmandRequest(
      {
        id: ' KEY ',
        lat: '15.5',
        lon: '73.8',
        timestamp: '1795500000',
        speed: '10',
        bearing: '26.2',
        batt: '87',
        charge: 'false',
      },
      undefined,
      NOW,
    );
    expect(read.key).toBe('KEY');
    expect(read.fixes).toEqual([
      {
        point: {
          id: 'osmand-1795500000000',
          timestamp: '2026-11-24T06:00:00.000Z',
          lat: 15.5,
          lng: 73.8,
          accuracy: undefined,
          speed: 10 * 0.514444,
          heading: 26.2,
          altitude: undefined,
          battery: 87,
          charging: false,
        },
      },
    ]);
  });

  it('refuses an unreadable time, and a time past what ISO 8601 can write, without a 400', () => {
    const fixes = (timestamp: string) =>
      readOsmandRequest({ id: 'k', lat: '1', lon: '2', timestamp }, undefined, NOW).fixes;
    expect(fixes('soon')).toEqual([{ refused: TIMESTAMP_MESSAGE }]);
    expect(fixes('999999999999999')).toEqual([
      { refused: 'timestamp is more than 5 minutes in the future' },
    ]);
  });

  it('leaves a value that is not a number for the ingest to name', () => {
    const [fix] = readOsmandRequest({ id: 'k', lat: 'north', lon: '2' }, undefined, NOW).fixes;
    expect(fix && 'point' in fix ? fix.point.lat : undefined).toBe('north');
  });

  it('lets a form body override the query string', () => {
    const read = readOsmandRequest({ id: 'query', lat: '1', lon: '2' }, { id: 'body' }, NOW);
    expect(read.key).toBe('body');
  });

  it('answers 400 without a key or a position', () => {
    expect(() => readOsmandRequest({ lat: '1', lon: '2' }, undefined, NOW)).toThrow(ApiError);
    expect(() => readOsmandRequest({ id: 'k' }, undefined, NOW)).toThrow(ApiError);
    expect(() =>
      readOsmandRequest({}, { location: { coords: { latitude: 1, longitude: 2 } } }, NOW),
    ).toThrow(ApiError);
  });
});
