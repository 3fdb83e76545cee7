/** Where a person sits in a company's list: first name, last name, id. */
export type NameKey = readonly [firstName: string, lastName: string, id: string];

/**
 * Compares by Unicode code point, which is the byte order of UTF-8: the order PostgreSQL gives
 * `collate "C"`, so a list kept here stays in the order a fresh read returns.
 */
export function compareCodePoints(a: string, b: string): number {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a.codePointAt(i) ?? 0;
    const y = b.codePointAt(j) ?? 0;
    if (x !== y) return x < y ? -1 : 1;
    i += x > 0xffff ? 2 : 1;
    j += y > 0xffff ? 2 : 1;
  }
  return i < a.length ? 1 : j < b.length ? -1 : 0;
}

export function compareNameKeys(a: NameKey, b: NameKey): number {
  return (
    compareCodePoints(a[0], b[0]) || compareCodePoints(a[1], b[1]) || compareCodePoints(a[2], b[2])
  );
}

/** Inserts `id` into `order` (sorted by `keyOf`) at its place, by binary search. */
export function insertInOrder(
  order: string[],
  id: string,
  keyOf: (id: string) => NameKey | undefined,
): void {
  const key = keyOf(id);
  if (!key) return;
  let low = 0;
  let high = order.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    const other = keyOf(order[mid] ?? '');
    if (other && compareNameKeys(other, key) < 0) low = mid + 1;
    else high = mid;
  }
  order.splice(low, 0, id);
}
