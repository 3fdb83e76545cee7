const QUARTER = 15 * 60_000;

/**
 * Epoch ms to the zone's offset in ms, fast enough for a month of 10,000 people's punches
 * (a million of them in a file): Intl is asked once per quarter hour of time (no zone moves
 * its clocks between quarter hours), then it is a map lookup. A TZDate per punch cost a
 * 10,000-person workbook 5 s and much of its garbage.
 */
function zoneOffset(timeZone: string): (at: number) => number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const offsets = new Map<number, number>();
  return (at) => {
    const bucket = Math.floor(at / QUARTER);
    let offset = offsets.get(bucket);
    if (offset === undefined) {
      const start = bucket * QUARTER;
      const p = Object.fromEntries(
        parts.formatToParts(new Date(start)).map((x) => [x.type, Number(x.value)]),
      );
      const wall = Date.UTC(
        p.year ?? 0,
        (p.month ?? 1) - 1,
        p.day ?? 1,
        p.hour ?? 0,
        p.minute ?? 0,
        p.second ?? 0,
      );
      offset = wall - start;
      offsets.set(bucket, offset);
    }
    return offset;
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/** Epoch ms to the zone's wall-clock "HH:MM". */
export function localClock(timeZone: string): (at: number) => string {
  const offsetAt = zoneOffset(timeZone);
  return (at) => {
    const wall = new Date(at + offsetAt(at));
    return `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`;
  };
}

/** Epoch ms to the zone's calendar day "YYYY-MM-DD" (each day's text made once). */
export function localDay(timeZone: string): (at: number) => string {
  const offsetAt = zoneOffset(timeZone);
  const days = new Map<number, string>();
  return (at) => {
    const day = Math.floor((at + offsetAt(at)) / 86_400_000);
    let text = days.get(day);
    if (text === undefined) {
      text = new Date(day * 86_400_000).toISOString().slice(0, 10);
      days.set(day, text);
    }
    return text;
  };
}
