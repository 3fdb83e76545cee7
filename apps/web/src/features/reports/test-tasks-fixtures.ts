import { tasksReportSchema, type TasksReport, type TasksReportRow } from '@ronda/shared';
import { ana, company, COMPANY_ID, ELECTRICAL, FROM, PLUMBING, sunil, TO } from './test-fixtures';

type Figures = Omit<TasksReportRow, 'id' | 'name'>;

const NONE: Figures = {
  created: 0,
  customerRequests: 0,
  internal: 0,
  resolved: 0,
  rejected: 0,
  overdue: 0,
  open: 0,
  medianResolveMinutes: null,
  resolvedOnSite: 0,
};

const row = (id: string | null, name: string, figures: Partial<Figures>): TasksReportRow => ({
  id,
  name,
  ...NONE,
  ...figures,
});

const PLUMBING_ROW = { created: 12, customerRequests: 9, internal: 3, resolved: 8, rejected: 1 };

/** The tasks report of 15–17 November, parsed so it cannot drift from the schema. */
export function tasksReport(empty = false): TasksReport {
  return tasksReportSchema.parse({
    kind: 'tasks',
    from: FROM,
    to: TO,
    company: { id: COMPANY_ID, name: company.name, timezone: company.timezone },
    generatedAt: '2026-11-18T06:30:00.000Z',
    departments: empty
      ? []
      : [
          row(PLUMBING, 'Plumbing', {
            ...PLUMBING_ROW,
            overdue: 2,
            open: 3,
            medianResolveMinutes: 200,
            resolvedOnSite: 6,
          }),
          row(ELECTRICAL, 'Electrical', { created: 5, customerRequests: 2, internal: 3, open: 5 }),
          row(null, 'No department', {
            created: 1,
            internal: 1,
            resolved: 1,
            medianResolveMinutes: 45,
          }),
        ],
    people: empty
      ? []
      : [
          row(ana.id, 'Ana Lopes', {
            ...PLUMBING_ROW,
            medianResolveMinutes: 200,
            resolvedOnSite: 6,
          }),
          row(sunil.id, 'Sunil Gaonkar', { created: 3, customerRequests: 2, internal: 1, open: 3 }),
          row(null, 'Unassigned', { created: 3, internal: 3, resolved: 1, overdue: 2, open: 2 }),
        ],
    totals: empty
      ? NONE
      : {
          created: 18,
          customerRequests: 11,
          internal: 7,
          resolved: 9,
          rejected: 1,
          overdue: 3,
          open: 8,
          medianResolveMinutes: 185,
          resolvedOnSite: 6,
        },
  });
}
