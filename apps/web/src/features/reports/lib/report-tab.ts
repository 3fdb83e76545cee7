import type { ReportKind } from '@ronda/shared';

/** The tabs of /reports, in the order they are shown (issue 29); one per report the server makes. */
export const REPORT_TABS = [
  'attendance',
  'distance',
  'tasks',
  'visits',
] as const satisfies readonly ReportKind[];
export type ReportTab = (typeof REPORT_TABS)[number];

/** What /reports opens on, and what an address without `report` (or a wrong one) means. */
export const DEFAULT_TAB: ReportTab = 'attendance';

/** The address's key for the tab: `?report=distance`. */
export const TAB_KEY = 'report';

const TITLES: Readonly<Record<ReportTab, string>> = {
  attendance: 'Attendance',
  distance: 'Distance',
  tasks: 'Tasks',
  visits: 'Visits',
};

/** "Distance", or for an employee, whose reports are only ever their own, "My distance". */
export function tabLabel(tab: ReportTab, own: boolean): string {
  return own ? `My ${TITLES[tab].toLowerCase()}` : TITLES[tab];
}

export function isReportTab(value: string | null): value is ReportTab {
  return REPORT_TABS.some((tab) => tab === value);
}

/** The tab an address asks for; `dropped` when it named one that does not exist. */
export function parseReportTab(search: URLSearchParams): { tab: ReportTab; dropped: boolean } {
  const asked = search.get(TAB_KEY);
  if (isReportTab(asked)) return { tab: asked, dropped: false };
  return { tab: DEFAULT_TAB, dropped: asked !== null };
}
