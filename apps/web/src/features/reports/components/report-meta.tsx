import type { ReportKind } from '@ronda/shared';
import type { ReportParams } from '../api/report-params';
import type { DayRange } from '../lib/report-period';
import { rangeLabel } from '../lib/report-format';
import { ReportDownloads } from './report-downloads';
import styles from './report-view.module.css';

interface ReportMetaProps {
  kind: ReportKind;
  params: ReportParams;
  /** The period the server answered for, and whose company. */
  report: DayRange & { company: { name: string } };
  /** How many people the report covers; left out of an employee's own. */
  people?: number;
}

/** What the report is of, and its files: over every tab's figures. */
export function ReportMeta({ kind, params, report, people }: ReportMetaProps) {
  return (
    <div className={styles.metaRow}>
      <p className={styles.meta}>
        {rangeLabel(report)} · {report.company.name}
        {people !== undefined && ` · ${people.toLocaleString('en-IN')} people`}
      </p>
      <ReportDownloads kind={kind} params={params} />
    </div>
  );
}
