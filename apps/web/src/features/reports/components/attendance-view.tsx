import { useMemo } from 'react';
import {
  attendanceSearch,
  useAttendanceReport,
  type AttendanceQuery,
} from '../api/get-attendance-report';
import { daysOfRange } from '../lib/report-period';
import { rangeLabel } from '../lib/report-format';
import { reportProblem } from '../lib/report-refusal';
import { AttendanceGrid } from './attendance-grid';
import { AttendanceSummary } from './attendance-summary';
import { DownloadButton } from './download-button';
import { HoursChart } from './hours-chart';
import { ReportEmpty, ReportError, ReportLoading } from './report-state';
import styles from './attendance-view.module.css';

interface AttendanceViewProps {
  companyId: string;
  query: AttendanceQuery;
  /** An employee's own report: "My attendance", and no one else in it. */
  own: boolean;
}

/** Issue 29's attendance report: the numbers, then the days person by person, then a chart. */
export function AttendanceView({ companyId, query, own }: AttendanceViewProps) {
  const report = useAttendanceReport(companyId, query);
  const data = report.data;
  const days = useMemo(() => (data ? daysOfRange(data) : []), [data]);

  if (report.isError) {
    return (
      <ReportError
        title="Could not load the attendance report"
        message={reportProblem(report.error)}
        onRetry={() => void report.refetch()}
        retrying={report.isFetching}
      />
    );
  }
  if (!data) return <ReportLoading>Loading attendance…</ReportLoading>;
  if (data.people.length === 0) {
    return (
      <ReportEmpty title="No one to report on for this period">
        Choose another period, department or person above.
      </ReportEmpty>
    );
  }

  const period = rangeLabel(data);
  const name = own ? 'My attendance' : 'Attendance';
  return (
    <div className={styles.view}>
      <div className={styles.metaRow}>
        <p className={styles.meta}>
          {period} · {data.company.name}
          {!own && ` · ${data.people.length.toLocaleString('en-IN')} people`}
        </p>
        <DownloadButton
          path={`/api/reports/attendance?${attendanceSearch(query)}&format=csv`}
          label="Download CSV"
          fallbackName={`attendance-${data.from}-to-${data.to}.csv`}
        />
      </div>
      <section className={styles.section} aria-labelledby="attendance-summary">
        <h2 id="attendance-summary" className={styles.heading}>
          Summary
        </h2>
        <AttendanceSummary report={data} caption={`${name}, summary, ${period}`} />
      </section>
      <section className={styles.section} aria-labelledby="attendance-days">
        <h2 id="attendance-days" className={styles.heading}>
          Day by day
        </h2>
        <AttendanceGrid
          people={data.people}
          days={days}
          timeZone={data.company.timezone}
          caption={`${name}, day by day, ${period}`}
        />
      </section>
      <section className={styles.section} aria-labelledby="attendance-hours">
        <h2 id="attendance-hours" className={styles.heading}>
          Hours worked per day
        </h2>
        <HoursChart people={data.people} days={days} whose={own ? 'you' : 'everyone shown'} />
      </section>
    </div>
  );
}
