import type { AttendanceReport, AttendanceTotals } from '@ronda/shared';
import { hoursOf } from '../lib/report-format';
import styles from './attendance-summary.module.css';

interface Column {
  key: keyof AttendanceTotals;
  label: string;
  /** Minutes, shown as h:mm. */
  hours?: true;
}

const COLUMNS: readonly Column[] = [
  { key: 'daysPresent', label: 'Present' },
  { key: 'halfDays', label: 'Half days' },
  { key: 'daysAbsent', label: 'Absent' },
  { key: 'holidays', label: 'Holidays' },
  { key: 'weeklyOffs', label: 'Weekly offs' },
  { key: 'lateArrivals', label: 'Late' },
  { key: 'earlyDepartures', label: 'Early' },
  { key: 'workedMinutes', label: 'Worked', hours: true },
  { key: 'breakMinutes', label: 'Breaks', hours: true },
  { key: 'overtimeMinutes', label: 'Overtime', hours: true },
];

function Figures({ totals }: { totals: AttendanceTotals }) {
  return COLUMNS.map(({ key, label, hours }) => (
    <td key={key} data-label={label} className={styles.figure}>
      {hours ? hoursOf(totals[key]) : totals[key].toLocaleString('en-IN')}
    </td>
  ));
}

/**
 * The period's numbers first: one row per person and, for more than one, the totals. On a phone
 * each row becomes a card with its labels beside the figures (DESIGN.md: tables become cards).
 */
export function AttendanceSummary({
  report,
  caption,
}: {
  report: AttendanceReport;
  caption: string;
}) {
  const { people, totals } = report;
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            {COLUMNS.map((c) => (
              <th key={c.key} scope="col" className={styles.figure}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <tr key={person.userId}>
              <th scope="row" className={styles.name}>
                {person.name}
                {person.departments.length > 0 && (
                  <span className={styles.departments}>{person.departments.join(', ')}</span>
                )}
              </th>
              <Figures totals={person} />
            </tr>
          ))}
        </tbody>
        {people.length > 1 && (
          <tfoot>
            <tr className={styles.total}>
              <th scope="row" className={styles.name}>
                Total ({totals.people.toLocaleString('en-IN')} people)
              </th>
              <Figures totals={totals} />
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
