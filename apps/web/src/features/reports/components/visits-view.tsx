import { minutesText, type VisitsReport } from '@ronda/shared';
import { useVisitsReport } from '../api/get-visits-report';
import type { ReportParams } from '../api/report-params';
import { hoursOf, rangeLabel } from '../lib/report-format';
import { PersonDisclosure } from './person-disclosure';
import { ReportFigures } from './report-figures';
import { ReportMeta } from './report-meta';
import { ReportEmpty, reportQueryState } from './report-state';
import { PersonName, ReportTable, type Column } from './report-table';
import { VisitDays } from './visit-days';
import styles from './report-view.module.css';

interface VisitsViewProps {
  companyId: string;
  params: ReportParams;
  /** An employee's own report: "My visits", and no one else in it. */
  own: boolean;
}

type VisitTotals = Omit<VisitsReport['totals'], 'people'>;

const COLUMNS: readonly Column<VisitTotals>[] = [
  { key: 'visits', label: 'Visits', cell: (t) => t.visits.toLocaleString('en-IN') },
  { key: 'matched', label: 'Known places', cell: (t) => t.matched.toLocaleString('en-IN') },
  { key: 'minutes', label: 'Time at places (h:mm)', cell: (t) => hoursOf(t.minutes) },
];

const summaryOf = (t: VisitTotals) =>
  `${t.visits.toLocaleString('en-IN')} ${t.visits === 1 ? 'visit' : 'visits'} · ` +
  `${minutesText(t.minutes)}`;

/** Those who stayed nowhere, by name while the names fit in a line; a large team's as a count. */
function noVisitsText(people: readonly { name: string }[]): string {
  if (people.length > 10) return `${people.length.toLocaleString('en-IN')} people had no visits.`;
  return `No visits: ${people.map((p) => p.name).join(', ')}.`;
}

/** Issue 29's visits report: the totals, a row per person, then each person's visits by day. */
export function VisitsView({ companyId, params, own }: VisitsViewProps) {
  const report = useVisitsReport(companyId, params);
  const data = report.data;
  const state = reportQueryState(report, 'visits');
  if (state || !data) return state;
  if (data.totals.visits === 0) {
    return (
      <ReportEmpty title="No visits in this period">
        {own
          ? 'A place you stay at for a while appears here as a visit.'
          : 'Choose another period, department or person above.'}
      </ReportEmpty>
    );
  }

  const period = rangeLabel(data);
  const name = own ? 'My visits' : 'Visits';
  const visited = data.people.filter((p) => p.visits > 0);
  const none = data.people.filter((p) => p.visits === 0);
  const { totals } = data;
  return (
    <div className={styles.view}>
      <ReportMeta
        kind="visits"
        params={params}
        report={data}
        people={own ? undefined : data.people.length}
      />
      <section className={styles.section} aria-labelledby="visits-totals">
        <h2 id="visits-totals" className={styles.heading}>
          {own ? 'My totals' : 'Totals'}
        </h2>
        <ReportFigures
          figures={[
            { label: 'Visits', value: totals.visits.toLocaleString('en-IN') },
            { label: 'At a work site or customer', value: totals.matched.toLocaleString('en-IN') },
            { label: 'Time at places', value: minutesText(totals.minutes) },
          ]}
        />
      </section>
      {!own && (
        <section className={styles.section} aria-labelledby="visits-people">
          <h2 id="visits-people" className={styles.heading}>
            By person
          </h2>
          <ReportTable
            caption={`${name}, by person, ${period}`}
            nameLabel="Name"
            columns={COLUMNS}
            rows={data.people.map((p) => ({
              key: p.userId,
              name: <PersonName name={p.name} departments={p.departments} />,
              values: p,
            }))}
            total={
              data.people.length > 1
                ? {
                    name: `Total (${totals.people.toLocaleString('en-IN')} people)`,
                    values: totals,
                  }
                : undefined
            }
          />
        </section>
      )}
      <section className={styles.section} aria-labelledby="visits-days">
        <h2 id="visits-days" className={styles.heading}>
          Day by day
        </h2>
        {visited.map((person) => (
          <PersonDisclosure
            key={person.userId}
            name={person.name}
            summary={summaryOf(person)}
            defaultOpen={visited.length === 1}
          >
            {() => <VisitDays person={person} timeZone={data.company.timezone} />}
          </PersonDisclosure>
        ))}
        {none.length > 0 && <p className={styles.note}>{noVisitsText(none)}</p>}
      </section>
    </div>
  );
}
