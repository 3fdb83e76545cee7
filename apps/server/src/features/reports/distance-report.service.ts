import {
  amountPaiseOf,
  calendarDays,
  kmByModeOf,
  kmOf,
  localDateIn,
  TRIP_TYPES,
  type DistanceReport,
  type DistanceReportDay,
  type DistanceReportPerson,
  type ReportQuery,
  type TripType,
} from '@ronda/shared';
import type { ReportAsker } from './report-people.ts';
import type { Database } from '../../db/client.ts';
import { readDays, type PeopleDays } from '../../days/read-days.ts';
import { findReportSettings } from '../../repositories/report-settings.repository.ts';
import { reportJsonBytes } from './report-json.ts';
import { reportSource, type ReportSource } from './report-source.ts';
import { reportPeople } from './report-people.ts';

const MINUTE = 60_000;
type Metres = Record<TripType, number>;
const noMetres = (): Metres => ({ walking: 0, cycling: 0, driving: 0 });
const ZERO_METRES: Readonly<Metres> = noMetres();

/** What is added up: exact metres and paise, so a total is never a sum of rounded figures. */
interface Travel {
  metres: Metres;
  paise: number;
  trips: number;
  silentMinutes: number;
  trackedMinutes: number;
}
const NO_TRAVEL = { paise: 0, trips: 0, silentMinutes: 0, trackedMinutes: 0 };

/** A person's (or everyone's) travel added up, then shown in km and rupees. */
export function distanceTotalsOf(days: readonly Travel[]) {
  const metres = noMetres();
  let paise = 0;
  let trips = 0;
  let silentMinutes = 0;
  let trackedMinutes = 0;
  for (const d of days) {
    for (const mode of TRIP_TYPES) metres[mode] += d.metres[mode];
    paise += d.paise;
    trips += d.trips;
    silentMinutes += d.silentMinutes;
    trackedMinutes += d.trackedMinutes;
  }
  const total = metres.walking + metres.cycling + metres.driving;
  return {
    km: kmOf(total),
    kmByMode: kmByModeOf(metres),
    trips,
    amount: paise / 100,
    silentMinutes,
    trackedMinutes,
    metres,
    paise,
  };
}

export interface DistancePersonRows {
  person: DistanceReportPerson;
  /** The exact figures behind the person's shown ones. */
  travel: Travel;
}

/**
 * Each person's travel of the period (issue 29) from their days' summaries: km by mode from
 * the day's trips, the amount at the company's rates (per mode and day, in paise), and the
 * minutes the phone was silent, whose distance is not invented. A batch of people at a time.
 */
export async function distanceSource(
  db: Database,
  session: ReportAsker,
  query: ReportQuery,
  now: Date,
): Promise<ReportSource<DistancePersonRows>> {
  const { company } = session;
  const people = await reportPeople(db, session, query);
  const settings = await findReportSettings(db, company.id);
  const rates = {
    walking: Math.round(settings.ratesPerKm.walking * 100),
    cycling: Math.round(settings.ratesPerKm.cycling * 100),
    driving: Math.round(settings.ratesPerKm.driving * 100),
  };
  const today = localDateIn(now, company.timezone);
  const dates = calendarDays(query.from, query.to);
  const read = (batch: typeof people) =>
    readDays(
      db,
      company,
      batch.map((p) => p.id),
      query,
      now,
      'travel',
    );
  const rows = (batch: typeof people, stored: PeopleDays): DistancePersonRows[] =>
    batch.map((person) => {
      const mine = stored.summaries.get(person.id);
      // The exact metres and paise add up beside the shown days, not inside them: a month of
      // 1,000 people is 31,000 days, each one object.
      const travel: Travel = { ...NO_TRAVEL, metres: noMetres() };
      const days = dates.map((date): DistanceReportDay => {
        const s = mine?.get(date);
        const metres = s?.metresByMode ?? ZERO_METRES;
        const paise = amountPaiseOf(metres, rates);
        const trips = s?.trips ?? 0;
        const silentMinutes = s?.silentMinutes ?? 0;
        const trackedMinutes =
          s?.firstFixAt != null && s.lastFixAt != null
            ? Math.round((s.lastFixAt - s.firstFixAt) / MINUTE)
            : 0;
        for (const mode of TRIP_TYPES) travel.metres[mode] += metres[mode];
        travel.paise += paise;
        travel.trips += trips;
        travel.silentMinutes += silentMinutes;
        travel.trackedMinutes += trackedMinutes;
        return {
          date,
          km: kmOf(metres.walking + metres.cycling + metres.driving),
          kmByMode: kmByModeOf(metres),
          trips,
          amount: paise / 100,
          silentMinutes,
          trackedMinutes,
          pending: date >= today,
        };
      });
      const { metres: _metres, paise: _paise, ...totals } = distanceTotalsOf([travel]);
      return {
        person: {
          userId: person.id,
          name: `${person.firstName} ${person.lastName}`.trim(),
          departments: person.departments.map((d) => d.name),
          ...totals,
          days,
        },
        travel,
      };
    });
  return reportSource(people, { read, rows });
}

/** GET /api/reports/distance as JSON (DistanceReport). */
export async function distanceReportJson(
  db: Database,
  session: ReportAsker,
  query: ReportQuery,
  now: Date,
): Promise<Buffer> {
  const { company } = session;
  const source = await distanceSource(db, session, query, now);
  const travels: Travel[] = [];
  async function* people() {
    for await (const batch of source.batches()) {
      yield batch.map((row) => {
        travels.push(row.travel);
        return row.person;
      });
    }
  }
  const settings = await findReportSettings(db, company.id);
  const head: Omit<DistanceReport, 'people' | 'totals'> = {
    kind: 'distance',
    from: query.from,
    to: query.to,
    company: { id: company.id, name: company.name, timezone: company.timezone },
    generatedAt: now.toISOString(),
    ratesPerKm: settings.ratesPerKm,
  };
  return reportJsonBytes(people(), {
    head,
    tail: (): Pick<DistanceReport, 'totals'> => {
      const { metres: _metres, paise: _paise, ...totals } = distanceTotalsOf(travels);
      return { totals: { people: travels.length, ...totals } };
    },
  });
}
