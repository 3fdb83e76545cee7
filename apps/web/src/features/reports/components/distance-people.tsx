import type { DistanceReport } from '@ronda/shared';
import { hoursOf } from '../lib/report-format';
import { amountText, kmFigure, MODE_WORDS, MODES } from '../lib/distance-format';
import { PersonName, ReportTable, type Column } from './report-table';

/** What a person's row, a day's row and the totals row share: km, trips, ₹ and silence. */
export type Travel = Omit<DistanceReport['totals'], 'people'>;

export const TRAVEL_COLUMNS: readonly Column<Travel>[] = [
  { key: 'km', label: 'Km', cell: (t) => kmFigure(t.km) },
  ...MODES.map((mode): Column<Travel> => ({
    key: mode,
    label: `${MODE_WORDS[mode]} km`,
    cell: (t) => kmFigure(t.kmByMode[mode]),
  })),
  { key: 'trips', label: 'Trips', cell: (t) => t.trips.toLocaleString('en-IN') },
  { key: 'amount', label: 'Amount', cell: (t) => amountText(t.amount) },
  { key: 'silent', label: 'No signal (h:mm)', cell: (t) => hoursOf(t.silentMinutes) },
];

/** One row per person and, for more than one, the totals: the period's km, trips and ₹. */
export function DistancePeople({ report, caption }: { report: DistanceReport; caption: string }) {
  const { people, totals } = report;
  return (
    <ReportTable
      caption={caption}
      nameLabel="Name"
      columns={TRAVEL_COLUMNS}
      rows={people.map((p) => ({
        key: p.userId,
        name: <PersonName name={p.name} departments={p.departments} />,
        values: p,
      }))}
      total={
        people.length > 1
          ? { name: `Total (${totals.people.toLocaleString('en-IN')} people)`, values: totals }
          : undefined
      }
    />
  );
}
