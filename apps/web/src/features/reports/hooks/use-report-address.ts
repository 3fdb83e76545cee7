import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseReportSearch, toReportSearch, type ReportFilters } from '../lib/report-search';
import { DEFAULT_TAB, parseReportTab, TAB_KEY, type ReportTab } from '../lib/report-tab';

/** The whole address: the tab first (`report=`, left out for attendance), then the filters. */
function addressOf(tab: ReportTab, filters: ReportFilters): URLSearchParams {
  const search = new URLSearchParams(tab === DEFAULT_TAB ? {} : { [TAB_KEY]: tab });
  for (const [key, value] of toReportSearch(filters)) search.append(key, value);
  return search;
}

/**
 * The tab, period and filters live in the address (issue 29), so a link opens the same report
 * and Back returns to the last one, tab included. What cannot be a tab or a filter is quietly
 * taken out of the address (replaced, not a new history step); each choice is a step of its own.
 */
export function useReportAddress() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.toString();
  const { tab, filters, dropped } = useMemo(() => {
    const params = new URLSearchParams(search);
    const parsed = parseReportSearch(params);
    const asked = parseReportTab(params);
    return { tab: asked.tab, filters: parsed.filters, dropped: parsed.dropped || asked.dropped };
  }, [search]);

  useEffect(() => {
    if (dropped) setSearchParams(addressOf(tab, filters), { replace: true });
  }, [dropped, tab, filters, setSearchParams]);

  const setFilters = useCallback(
    (next: ReportFilters) => setSearchParams(addressOf(tab, next)),
    [tab, setSearchParams],
  );
  const setTab = useCallback(
    (next: ReportTab) => {
      if (next !== tab) setSearchParams(addressOf(next, filters));
    },
    [tab, filters, setSearchParams],
  );
  return { tab, filters, setFilters, setTab };
}
