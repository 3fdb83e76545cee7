import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import {
  FILTER_NAMES,
  malformedFilters,
  parseTaskSearch,
  toTaskSearch,
  type IdFilter,
  type TaskFilters,
} from '../lib/task-filters';

/** `page=` from the URL: a whole number from 1, else 1. */
function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/**
 * The filters and the page live in the URL (console.md §2; issue 28: `page=`, `q=`, `sort=`),
 * so links, reload, Back and Forward keep them. A changed filter returns the list to page 1;
 * typing a search replaces the address rather than adding a step per keystroke. What in the
 * address cannot be a filter is dropped from it with a notice ("Unknown department removed").
 */
export function useTaskFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const filters = useMemo(() => parseTaskSearch(new URLSearchParams(search)), [search]);
  const page = pageOf(new URLSearchParams(search));
  // What was removed travels with the replaced address (its history state), so the notice is
  // there exactly while that address is, and goes with the next filter change.
  const location = useLocation();
  const removed = useMemo(
    () => (location.state as { removed?: readonly string[] } | null)?.removed ?? [],
    [location.state],
  );
  const [dismissed, setDismissed] = useState<readonly string[]>([]);
  const notices = removed.filter((n) => !dismissed.includes(n));

  const drop = useCallback(
    (keys: readonly (keyof typeof FILTER_NAMES)[], kept: TaskFilters) => {
      const said = keys.map((k) => `Unknown ${FILTER_NAMES[k]} removed`);
      setSearchParams(toTaskSearch(kept), {
        replace: true,
        state: { removed: [...new Set([...removed, ...said])] },
      });
    },
    [setSearchParams, removed],
  );

  const malformed = useMemo(() => malformedFilters(new URLSearchParams(search)), [search]);
  useEffect(() => {
    if (malformed.length > 0) drop(malformed, filters);
  }, [malformed, filters, drop]);

  return {
    filters,
    page,
    notices,
    dismissNotice: (notice: string) => setDismissed((gone) => [...gone, notice]),
    /** Ids that are well formed but name nothing the page knows (a deleted department). */
    dropUnknown: (keys: readonly IdFilter[]) =>
      drop(keys, { ...filters, ...Object.fromEntries(keys.map((k) => [k, null])) }),
    setPage: (next: number) => {
      const params = toTaskSearch(filters);
      if (next > 1) params.set('page', String(next));
      setSearchParams(params);
    },
    setFilters: (next: TaskFilters, options: { typing?: boolean } = {}) =>
      setSearchParams(toTaskSearch(next), { replace: Boolean(options.typing) }),
  };
}
