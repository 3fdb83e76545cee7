import { RESOLVED_ON_SITE_METRES, type TasksReport, type TasksReportRow } from '@ronda/shared';
import { useTasksReport } from '../api/get-tasks-report';
import type { ReportParams } from '../api/report-params';
import { rangeLabel } from '../lib/report-format';
import { noTasks, TASK_FIGURES, taskFigureText, type TaskFigures } from '../lib/tasks-format';
import { ReportFigures } from './report-figures';
import { ReportMeta } from './report-meta';
import { ReportEmpty, reportQueryState } from './report-state';
import { ReportTable, type Column } from './report-table';
import styles from './report-view.module.css';

interface TasksViewProps {
  companyId: string;
  params: ReportParams;
  /** An employee's own report: "My tasks", the tasks assigned to them. */
  own: boolean;
}

const COLUMNS: readonly Column<TaskFigures>[] = TASK_FIGURES.map(({ key, label }) => ({
  key,
  label,
  cell: (row) => taskFigureText(row, key),
}));

// A row with no id is the tasks with no department or no one assigned: one each, by its name.
const rowsOf = (rows: readonly TasksReportRow[]) =>
  rows.map((row) => ({ key: row.id ?? `none:${row.name}`, name: row.name, values: row }));

interface TasksSectionProps {
  id: string;
  title: string;
  nameLabel: string;
  rows: readonly TasksReportRow[];
  caption: string;
}

function TasksSection({ id, title, nameLabel, rows, caption }: TasksSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {rows.length > 0 ? (
        <ReportTable
          caption={caption}
          nameLabel={nameLabel}
          columns={COLUMNS}
          rows={rowsOf(rows)}
        />
      ) : (
        <p className={styles.note}>None in this period.</p>
      )}
    </section>
  );
}

const totalsOf = ({ totals }: TasksReport) =>
  TASK_FIGURES.map(({ key, label }) => ({ label, value: taskFigureText(totals, key) }));

/** Issue 29's tasks report: the period's totals, then a row per department and per person. */
export function TasksView({ companyId, params, own }: TasksViewProps) {
  const report = useTasksReport(companyId, params);
  const data = report.data;
  const state = reportQueryState(report, 'tasks');
  if (state || !data) return state;
  if (noTasks(data.totals)) {
    return (
      <ReportEmpty title="No tasks in this period">
        {own
          ? 'Tasks assigned to you appear here once they come in.'
          : 'Choose another period, department or person above.'}
      </ReportEmpty>
    );
  }

  const period = rangeLabel(data);
  const name = own ? 'My tasks' : 'Tasks';
  return (
    <div className={styles.view}>
      <ReportMeta kind="tasks" params={params} report={data} />
      <section className={styles.section} aria-labelledby="tasks-totals">
        <h2 id="tasks-totals" className={styles.heading}>
          {own ? 'My totals' : 'Totals'}
        </h2>
        <ReportFigures figures={totalsOf(data)} />
        <p className={styles.note}>
          Created counts the tasks that came in during the period; resolved and rejected those
          closed in it; overdue those due in it and not closed by their due date. Resolved on site
          means the assignee was within {RESOLVED_ON_SITE_METRES} m of the task.
        </p>
      </section>
      <TasksSection
        id="tasks-departments"
        title="By department"
        nameLabel="Department"
        rows={data.departments}
        caption={`${name}, by department, ${period}`}
      />
      {!own && (
        <TasksSection
          id="tasks-people"
          title="By person"
          nameLabel="Name"
          rows={data.people}
          caption={`${name}, by person, ${period}`}
        />
      )}
    </div>
  );
}
