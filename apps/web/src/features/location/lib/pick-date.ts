/**
 * The date picker's rule (console.md §2, §5): a whole YYYY-MM-DD day no later than today in the
 * company's time zone. Anything else (a cleared field, a day typed past the max) is refused, so
 * the picker keeps its last good day.
 */
export function acceptDate(value: string, today: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const [y, m, d] = value.split('-').map(Number);
  const at = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1));
  const real = at.getUTCFullYear() === y && at.getUTCMonth() + 1 === m && at.getUTCDate() === d;
  return real && value <= today ? value : null;
}
