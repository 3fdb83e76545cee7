/**
 * Whether a form holds something the person typed or added (issue 28): a dialog with it asks
 * before it is closed. Text counts when it is not blank, lists and points when present.
 */
export function hasTyped(...values: readonly unknown[]): boolean {
  return values.some((v) =>
    typeof v === 'string' ? v.trim() !== '' : Array.isArray(v) ? v.length > 0 : v != null,
  );
}
