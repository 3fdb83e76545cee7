import { describe, expect, it } from 'vitest';
import {
  NO_REPORT_FILTERS,
  parseReportSearch,
  toReportSearch,
  type ReportFilters,
} from './report-search';

const A = '00000000-0000-4000-8000-000000000003';
const B = '00000000-0000-4000-8000-000000000004';
const DEPT = '00000000-0000-4000-8000-000000000101';
const parse = (query: string) => parseReportSearch(new URLSearchParams(query));

describe('the report in the address (issue 29)', () => {
  it.each<[string, ReportFilters]>([
    ['', NO_REPORT_FILTERS],
    ['period=last-week', { ...NO_REPORT_FILTERS, period: { kind: 'preset', preset: 'last-week' } }],
    [
      `from=2026-10-05&to=2026-10-09&departmentId=${DEPT}&userId=${A}&userId=${B}`,
      {
        period: { kind: 'range', from: '2026-10-05', to: '2026-10-09' },
        departmentId: DEPT,
        userIds: [A, B],
      },
    ],
  ])('round-trips "%s"', (query, filters) => {
    expect(parse(query)).toEqual({ filters, dropped: false });
    expect(toReportSearch(filters).toString()).toBe(query);
  });

  it('does not write the default period, this month', () => {
    const search = toReportSearch({
      ...NO_REPORT_FILTERS,
      period: { kind: 'preset', preset: 'this-month' },
    });
    expect(search.toString()).toBe('');
  });

  it.each([
    ['period=fortnight', NO_REPORT_FILTERS],
    ['from=2026-02-30&to=2026-03-05', NO_REPORT_FILTERS],
    ['from=2026-11-05', NO_REPORT_FILTERS],
    ['from=2026-11-05&to=2026-11-01', NO_REPORT_FILTERS],
    ['from=2025-01-01&to=2026-01-02', NO_REPORT_FILTERS],
    [
      'period=last-month&from=2026-10-05&to=2026-10-09',
      { ...NO_REPORT_FILTERS, period: { kind: 'preset', preset: 'last-month' } },
    ],
    ['departmentId=plumbing', NO_REPORT_FILTERS],
    [`userId=nobody&userId=${A}&userId=${A}`, { ...NO_REPORT_FILTERS, userIds: [A] }],
  ] as const)('drops what cannot be a filter: "%s"', (query, filters) => {
    expect(parse(query)).toEqual({ filters, dropped: true });
  });
});
