import type { ReportKind } from '@ronda/shared';

/** This page's query keys; its own, so another page's cache shape never leaks in. */
export const reportKeys = {
  report: (kind: ReportKind, companyId: string, query: string) =>
    ['reports', kind, companyId, query] as const,
  // 'schedules' is no report kind, so it cannot meet a report's key.
  schedules: (companyId: string) => ['reports', 'schedules', companyId] as const,
};
