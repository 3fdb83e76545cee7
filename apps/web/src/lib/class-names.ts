/** Joins the truthy class names; CSS module lookups may be undefined under strict index typing. */
export function cx(...names: ReadonlyArray<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
