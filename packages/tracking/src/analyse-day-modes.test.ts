import { describe, expect, it } from 'vitest';
import { analyseDay } from './analyse-day.ts';
import type { Fix } from './fix.ts';
import { haversineMeters } from './haversine.ts';
import { journey, type Segment } from './testing/crafted-journeys.ts';
import { MINUTE, PANAJI, T0, parked } from './testing/crafted-tracks.ts';
import { tripTypeOf } from './trip-type.ts';

/** Parked 20 minutes, the segments, parked 20 minutes where they end. */
function dayOf(segments: readonly Segment[]): { fixes: Fix[]; distanceM: number } {
  const start = T0 + 20 * MINUTE;
  const trip = journey(PANAJI, start, segments);
  const fixes = [
    ...parked({ at: PANAJI, from: T0, minutes: 20 }),
    ...trip.fixes,
    ...parked({ at: trip.end, from: trip.endTime, minutes: 20, seed: 5 }),
  ];
  return { fixes, distanceM: trip.distanceM };
}

/** What the whole-trip average made of a trip before issue 27. */
const byAverage = (distanceM: number, seconds: number) => tripTypeOf((distanceM / seconds) * 3.6);

describe('analyseDay: trip types from how people moved (issue 27)', () => {
  it('issue 27: a walk to the parked scooter, a minute at it and the ride are two trips, walking then driving', () => {
    const walk = { seconds: 400, speedMps: 1.2 };
    const ride = { seconds: 240, speedMps: 8, bearingDeg: 0 };
    const { fixes } = dayOf([walk, { seconds: 60, halt: true }, ride]);
    // One trip over all of it averages 2,400 m in 700 s: "cycling".
    expect(byAverage(480 + 1_920, 700)).toBe('cycling');

    const day = analyseDay(fixes);
    expect(day.stays).toHaveLength(2);
    expect(day.trips.map((t) => t.type)).toEqual(['walking', 'driving']);
    const [walked, rode] = day.trips;
    expect(walked?.distanceM).toBeGreaterThan(0.95 * 480);
    expect(walked?.distanceM).toBeLessThan(1.05 * 480);
    expect(rode?.distanceM).toBeGreaterThan(0.95 * 1_920);
    expect(rode?.distanceM).toBeLessThan(1.05 * 1_920);
    // Joined at the scooter: the walk ends where the ride starts, the minute there in neither.
    expect(walked?.fromStay).toBe(0);
    expect(walked?.toStay).toBeNull();
    expect(rode?.fromStay).toBeNull();
    expect(rode?.toStay).toBe(1);
    expect(rode?.from).toEqual(walked?.to);
    expect((rode?.start ?? 0) - (walked?.end ?? 0)).toBeGreaterThan(30_000);
    expect(haversineMeters(walked?.to ?? PANAJI, PANAJI)).toBeGreaterThan(400);
  });

  it('issue 27: the reverse, a drive, a minute parking and the walk to the door, is driving then walking', () => {
    const { fixes } = dayOf([
      { seconds: 300, speedMps: 9 },
      { seconds: 75, halt: true },
      { seconds: 300, speedMps: 1.3, bearingDeg: 180 },
    ]);
    expect(analyseDay(fixes).trips.map((t) => t.type)).toEqual(['driving', 'walking']);
  });

  it('issue 27: a drive with several 20–60 s red-light halts stays one driving trip', () => {
    const segments: Segment[] = [];
    [20, 35, 50, 60, 45].forEach((red, i) => {
      segments.push({ seconds: 70, speedMps: 6, bearingDeg: i % 2 ? 0 : 90 });
      segments.push({ seconds: red, halt: true });
    });
    segments.push({ seconds: 70, speedMps: 6 });
    const { fixes, distanceM } = dayOf(segments);
    // 2,520 m in 630 s averages 14.4 km/h: the whole-trip average said "cycling".
    expect(byAverage(distanceM, 630)).toBe('cycling');

    const day = analyseDay(fixes);
    expect(day.trips).toHaveLength(1);
    expect(day.trips[0]?.type).toBe('driving');
    expect(day.trips[0]?.distanceM).toBeGreaterThan(0.95 * distanceM);
    expect(day.trips[0]?.distanceM).toBeLessThan(1.05 * distanceM);
  });

  it('issue 27: a walk with a short halt stays one walking trip, a brisk one too', () => {
    for (const speedMps of [1.2, 1.5]) {
      const { fixes } = dayOf([
        { seconds: 300, speedMps },
        { seconds: 60, halt: true },
        { seconds: 300, speedMps, bearingDeg: 0 },
      ]);
      const day = analyseDay(fixes);
      expect(day.trips.map((t) => t.type)).toEqual(['walking']);
    }
  });

  it('issue 27: a crawl at walking pace between two halts in a jam stays in the ride', () => {
    const { fixes } = dayOf([
      { seconds: 300, speedMps: 9 },
      { seconds: 40, halt: true },
      { seconds: 90, speedMps: 1.2, bearingDeg: 0 },
      { seconds: 40, halt: true },
      { seconds: 300, speedMps: 9 },
    ]);
    const day = analyseDay(fixes);
    expect(day.trips.map((t) => t.type)).toEqual(['driving']);
  });

  it('issue 27: a short pause in a ride is no change of mode', () => {
    const { fixes } = dayOf([
      { seconds: 120, speedMps: 1.3 },
      { seconds: 15, halt: true, everyS: 5 },
      { seconds: 400, speedMps: 8, bearingDeg: 0 },
    ]);
    // Shorter than any halt a change of mode needs: one trip, its type from its moving part.
    const day = analyseDay(fixes);
    expect(day.trips).toHaveLength(1);
    expect(day.trips[0]?.type).toBe('driving');
  });
});
