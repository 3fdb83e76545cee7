import type { LatestLocation } from '@ronda/shared';
import { describe, expect, it } from 'vitest';
import { STAT_CARDS } from '../components/stat-cards';
import { accuracyHealth, batteryHealth } from './health-colours';
import { isStale } from './location-age';
import { mergeLocation } from '@/lib/merge-location';

const now = new Date('2026-03-10T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000).toISOString();

const record = (id: string, lastUpdated: string | null, lat = 15.5): LatestLocation => ({
  employee: { id, firstName: id, lastName: 'X', profilePicture: null },
  lastUpdated,
  location: {
    coords: { latitude: lat, longitude: 73.8, speed: null, heading: null },
    batteryLevel: 0.5,
    charging: null,
    accuracy: 10,
    isMock: false,
  },
});

describe('dashboard rules', () => {
  it('CON-DASH-18 a location older than 1 hour is stale; 59 minutes is not', () => {
    expect(isStale(minutesAgo(61), now)).toBe(true);
    expect(isStale(minutesAgo(59), now)).toBe(false);
    expect(isStale(null, now)).toBe(true);
  });

  it('CON-CONST battery above 50% green, above 20% orange, else red, unknown grey', () => {
    expect([0.51, 0.5, 0.21, 0.2, null].map(batteryHealth)).toEqual([
      'good',
      'fair',
      'fair',
      'poor',
      'unknown',
    ]);
  });

  it('CON-CONST accuracy under 10 m green, under 50 m orange, else red', () => {
    expect([9.9, 10, 49.9, 50, null].map(accuracyHealth)).toEqual([
      'good',
      'fair',
      'fair',
      'poor',
      'unknown',
    ]);
  });

  it('CON-DASH-04 CON-DASH-06 CON-DASH-08 CON-DASH-10 the cards and their links', () => {
    expect(STAT_CARDS.map((c) => [c.label, c.to])).toEqual([
      ['Active Users', null],
      ['Active Tasks', '/tasks?status=in-progress,pending'],
      ['Completed Today', '/tasks?status=resolved&date=today'],
      ['Incoming Today', '/tasks?status=incoming&date=today'],
    ]);
  });

  it('a live move replaces the person’s record, adds a new one, never goes back in time', () => {
    const list = [record('a', minutesAgo(5)), record('b', minutesAgo(5))];
    const moved = mergeLocation(list, record('a', minutesAgo(1), 15.6));
    expect(moved.map((r) => r.location?.coords.latitude)).toEqual([15.6, 15.5]);
    expect(
      mergeLocation(moved, record('a', minutesAgo(10), 15.7))[0]?.location?.coords.latitude,
    ).toBe(15.6);
    expect(mergeLocation(list, record('c', minutesAgo(1))).map((r) => r.employee.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});
