import { useMemo } from 'react';
import { useAttendanceReport } from '../api/get-attendance-report';
import type { ReportParams } from '../api/report-params';
import { daysOfRange } from '../lib/report-period';
import { rangeLabel } from '../lib/report-format';
import { AttendanceGrid } from './attendance-grid';
import { AttendanceSummary } from './attendance-summary';
import { HoursChart } from './hours-chart';
import { ReportMeta } from './report-meta';
import { ReportEmpty, reportQueryState } from './report-state';
import styles from './report-view.module.css';

interface AttendanceViewProps {
  companyId: string;
  params: ReportParams;
  /** An employee's own report: "My attendance", and no one else in it. */
  own: boolean;
}

/** Issue 29's attendance report: the numbers, then the days person by person, then a chart. */
export function AttendanceView({ companyId, params, own }: AttendanceViewProps) {
  const report = useAttendanceReport(companyId, params);
  const data = report.data;
  const days = useMemo(() => (data ? daysOfRange(data) : []), [data]);

  const state = reportQueryState(report, 'attendance');
  if (state || !data) return state;
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
      <ReportMeta
        kind="attendance"
        params={params}
        report={data}
        people={own ? undefined : data.people.length}
      />
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
