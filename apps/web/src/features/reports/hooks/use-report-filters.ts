import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseReportSearch, toReportSearch, type ReportFilters } from '../lib/report-search';

/**
 * The period and filters live in the address (issue 29), so a link opens the same report and
 * Back returns to the last one. What cannot be a filter is quietly taken out of the address
 * (replaced, not a new history step); each choice is a step of its own.
 */
export function useReportFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const { filters, dropped } = useMemo(
    () => parseReportSearch(new URLSearchParams(search)),
    [search],
  );

  useEffect(() => {
    if (dropped) setSearchParams(toReportSearch(filters), { replace: true });
  }, [dropped, filters, setSearchParams]);

  const setFilters = useCallback(
    (next: ReportFilters) => setSearchParams(toReportSearch(next)),
    [setSearchParams],
  );
  return { filters, setFilters };
}
