import type { ReportKind } from '@ronda/shared';

/** This page's query keys; its own, so another page's cache shape never leaks in. */
export const reportKeys = {
  report: (kind: ReportKind, companyId: string, query: string) =>
    ['reports', kind, companyId, query] as const,
};
