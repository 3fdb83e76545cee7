import { minutesText, type DistanceReport } from '@ronda/shared';
import { useDistanceReport } from '../api/get-distance-report';
import type { ReportParams } from '../api/report-params';
import { amountText, kmText, MODE_WORDS, MODES, ratesText } from '../lib/distance-format';
import { rangeLabel } from '../lib/report-format';
import { DistanceDays } from './distance-days';
import { DistancePeople } from './distance-people';
import { KmChart } from './km-chart';
import { ReportFigures, type Figure } from './report-figures';
import { ReportMeta } from './report-meta';
import { ReportEmpty, reportQueryState } from './report-state';
import styles from './report-view.module.css';

interface DistanceViewProps {
  companyId: string;
  params: ReportParams;
  /** An employee's own report: "My distance", and no one else in it. */
  own: boolean;
}

function totalsOf({ totals }: DistanceReport): Figure[] {
  return [
    { label: 'Distance', value: kmText(totals.km) },
    ...MODES.map((mode) => ({ label: MODE_WORDS[mode], value: kmText(totals.kmByMode[mode]) })),
    { label: 'Trips', value: totals.trips.toLocaleString('en-IN') },
    { label: 'Amount', value: amountText(totals.amount) },
    { label: 'No signal', value: minutesText(totals.silentMinutes) },
  ];
}

const travelled = ({ totals: t }: DistanceReport) =>
  t.km > 0 || t.trips > 0 || t.silentMinutes > 0 || t.trackedMinutes > 0;

/**
 * Issue 29's distance and reimbursement report: the totals, the rates they were paid at, km per
 * day, a row per person, then each person's days with their silences said in words.
 */
export function DistanceView({ companyId, params, own }: DistanceViewProps) {
  const report = useDistanceReport(companyId, params);
  const data = report.data;
  const state = reportQueryState(report, 'distance');
  if (state || !data) return state;
  if (data.people.length === 0 || !travelled(data)) {
    return (
      <ReportEmpty title="No travel in this period">
        {own
          ? 'Your km appear here once your phone has recorded a trip.'
          : 'Choose another period, department or person above.'}
      </ReportEmpty>
    );
  }

  const period = rangeLabel(data);
  const name = own ? 'My distance' : 'Distance';
  return (
    <div className={styles.view}>
      <ReportMeta
        kind="distance"
        params={params}
        report={data}
        people={own ? undefined : data.people.length}
      />
      <section className={styles.section} aria-labelledby="distance-totals">
        <h2 id="distance-totals" className={styles.heading}>
          {own ? 'My totals' : 'Totals'}
        </h2>
        <ReportFigures figures={totalsOf(data)} />
        <p className={styles.note}>Rates: {ratesText(data.ratesPerKm)}.</p>
        {data.totals.silentMinutes > 0 && (
          <p className={styles.note}>
            While a phone had no signal nobody saw how far it went: those minutes add no km and no
            amount.
          </p>
        )}
      </section>
      <section className={styles.section} aria-labelledby="distance-chart">
        <h2 id="distance-chart" className={styles.heading}>
          Km per day
        </h2>
        <KmChart report={data} whose={own ? 'you' : 'everyone shown'} />
      </section>
      {!own && (
        <section className={styles.section} aria-labelledby="distance-people">
          <h2 id="distance-people" className={styles.heading}>
            By person
          </h2>
          <DistancePeople report={data} caption={`${name}, by person, ${period}`} />
        </section>
      )}
      <section className={styles.section} aria-labelledby="distance-days">
        <h2 id="distance-days" className={styles.heading}>
          Day by day
        </h2>
        <DistanceDays people={data.people} period={period} />
      </section>
    </div>
  );
}
