import { describe, expect, it } from 'vitest';
import { localDateIn, localDateTimeIn } from '@ronda/shared';
import { localClock, localDay } from './local-clock.ts';

describe('localClock', () => {
  it.each(['Asia/Kolkata', 'Europe/London', 'America/New_York', 'Australia/Lord_Howe', 'UTC'])(
    'agrees with the zone rules every 7 minutes of a year in %s, across its clock changes',
    (zone) => {
      const clock = localClock(zone);
      const start = Date.UTC(2026, 0, 1);
      for (let at = start; at < start + 366 * 86_400_000; at += 7 * 60_000 + 13_000) {
        const expected = localDateTimeIn(new Date(at), zone).slice(11);
        if (clock(at) !== expected)
          expect(`${new Date(at).toISOString()} ${clock(at)}`).toBe(expected);
      }
    },
  );

  it.each(['Asia/Kolkata', 'Pacific/Kiritimati', 'America/St_Johns', 'Australia/Lord_Howe'])(
    'names the same calendar day as the zone rules every 7 minutes of a year in %s',
    (zone) => {
      const day = localDay(zone);
      const start = Date.UTC(2026, 0, 1);
      for (let at = start; at < start + 366 * 86_400_000; at += 7 * 60_000 + 13_000) {
        const expected = localDateIn(new Date(at), zone);
        if (day(at) !== expected) expect(`${new Date(at).toISOString()} ${day(at)}`).toBe(expected);
      }
    },
  );
});
