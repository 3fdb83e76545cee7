/** A time of day as hh:mm AM/PM in the company's time zone (en-IN), e.g. '05:20 PM'. */
export function formatClock(at: number | Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-IN', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: true,
    timeZone,
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour').padStart(2, '0')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}
