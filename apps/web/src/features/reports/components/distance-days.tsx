import type { DistanceReportDay, DistanceReportPerson } from '@ronda/shared';
import { dayLabel } from '../lib/report-format';
import { amountText, kmText, silenceText } from '../lib/distance-format';
import { TRAVEL_COLUMNS } from './distance-people';
import { PersonDisclosure } from './person-disclosure';
import { ReportTable, type Column } from './report-table';
import styles from './report-view.module.css';

/** What a day's row says beside its figures: still going, and any silence. */
export function dayNote(day: DistanceReportDay): string {
  return [day.pending && 'Not over yet', day.silentMinutes > 0 && silenceText(day.silentMinutes)]
    .filter((part): part is string => typeof part === 'string')
    .join('; ');
}

/**
 * The days worth a row: any with travel, tracking or silence, and the first day not over (today),
 * which may have nothing yet. Days to come and days without a word from the phone are left out.
 */
export function daysWorthShowing(days: readonly DistanceReportDay[]): DistanceReportDay[] {
  const today = days.find((d) => d.pending)?.date;
  return days.filter(
    (d) =>
      d.date === today || d.km > 0 || d.trips > 0 || d.silentMinutes > 0 || d.trackedMinutes > 0,
  );
}

const COLUMNS: readonly Column<DistanceReportDay>[] = [
  ...TRAVEL_COLUMNS.filter((c) => c.key !== 'silent'),
  { key: 'note', label: 'Note', text: true, cell: dayNote },
];

function PersonDays({ person, caption }: { person: DistanceReportPerson; caption: string }) {
  const days = daysWorthShowing(person.days);
  if (days.length === 0)
    return <p className={styles.note}>The phone recorded nothing on any day of this period.</p>;
  return (
    <ReportTable
      caption={caption}
      nameLabel="Date"
      columns={COLUMNS}
      rows={days.map((d) => ({ key: d.date, name: dayLabel(d.date), values: d }))}
    />
  );
}

/** Each person's days behind their name: where the km came from, and where the phone was silent. */
export function DistanceDays({
  people,
  period,
}: {
  people: DistanceReportPerson[];
  period: string;
}) {
  return (
    <>
      {people.map((person) => {
        const silent = person.days.filter((d) => d.silentMinutes > 0).length;
        const summary = [
          kmText(person.km),
          amountText(person.amount),
          silent > 0 && `no signal on ${silent} ${silent === 1 ? 'day' : 'days'}`,
        ]
          .filter((part): part is string => typeof part === 'string')
          .join(' · ');
        return (
          <PersonDisclosure
            key={person.userId}
            name={person.name}
            summary={summary}
            defaultOpen={people.length === 1}
          >
            {() => <PersonDays person={person} caption={`${person.name}, days, ${period}`} />}
          </PersonDisclosure>
        );
      })}
      <p className={styles.note}>
        Days the phone recorded nothing, and days still to come, are left out.
      </p>
    </>
  );
}
