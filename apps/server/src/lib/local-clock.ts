/**
 * Epoch ms to the company's wall-clock "HH:MM", fast enough for a month of 10,000 people's
 * first-ins and last-outs (620,000 of them): the zone's offset is asked of Intl once per
 * quarter hour of time (no zone moves its clocks between quarter hours), then it is arithmetic.
 */
export function localClock(timeZone: string): (at: number) => string {
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
  const QUARTER = 15 * 60_000;
  const offsets = new Map<number, number>();
  const offsetAt = (at: number): number => {
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
  return (at) => {
    const wall = new Date(at + offsetAt(at));
    const hh = String(wall.getUTCHours()).padStart(2, '0');
    const mm = String(wall.getUTCMinutes()).padStart(2, '0');
    return `${hh}:${mm}`;
  };
}
