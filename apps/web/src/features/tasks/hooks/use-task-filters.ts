import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { parseTaskSearch, toTaskSearch, type TaskFilters } from '../lib/task-filters';

/**
 * The filters live in the URL (console.md §2): a changed query replaces them all and returns the
 * list to page 1. Changing a filter on the page writes the URL, so links and Back keep them.
 */
export function useTaskFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const filters = useMemo(() => parseTaskSearch(new URLSearchParams(search)), [search]);
  const [paging, setPaging] = useState({ search, page: 1 });
  let page = paging.page;
  if (paging.search !== search) {
    // Derived during render: the first list request after a URL change already asks for page 1.
    page = 1;
    setPaging({ search, page: 1 });
  }
  return {
    filters,
    page,
    setPage: (next: number) => setPaging({ search, page: next }),
    setFilters: (next: TaskFilters) => setSearchParams(toTaskSearch(next)),
  };
}
