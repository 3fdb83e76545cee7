/**
 * A moment relative to the seed run, in the company's local time: [day, hour] where day 0 is today,
 * -3 three days ago, 2 the day after tomorrow, and hour is the local hour of day (9.5 = 09:30).
 * Relative times keep the demo fresh: "Incoming Today" and "Completed Today" always have something.
 */
export type DemoTime = readonly [day: number, hour: number];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
// Asia/Kolkata has had no daylight saving since 1945, so a fixed +05:30 offset is exact.
const IST_OFFSET_MS = 330 * 60_000;

export interface DemoClock {
  now: Date;
  /** Start of the current day in Asia/Kolkata. */
  startOfToday: Date;
  /** Any moment, past or future (due dates, follow-ups). */
  at: (time: DemoTime) => Date;
  /** A moment that has already happened (created, started, resolved): never later than `now`. */
  past: (time: DemoTime) => Date;
}

export function createDemoClock(now: Date): DemoClock {
  const nowMs = now.getTime();
  const startOfTodayMs = Math.floor((nowMs + IST_OFFSET_MS) / DAY_MS) * DAY_MS - IST_OFFSET_MS;
  const elapsedHours = (nowMs - startOfTodayMs) / HOUR_MS;
  const at = ([day, hour]: DemoTime) => new Date(startOfTodayMs + day * DAY_MS + hour * HOUR_MS);

  const past = ([day, hour]: DemoTime) => {
    if (day > 0) throw new Error(`A past moment cannot be ${day} days ahead`);
    if (day < 0) return at([day, hour]);
    // Today: an hour that has passed is kept; a later one is squeezed into the time before now. Both
    // curves rise with the hour, so their minimum does too: created < started < resolved stays true
    // even when the seed runs just after midnight.
    const squeezed = elapsedHours - ((24 - hour) * elapsedHours) / 48;
    return new Date(startOfTodayMs + Math.min(hour, squeezed) * HOUR_MS);
  };

  return { now, startOfToday: new Date(startOfTodayMs), at, past };
}
