import { minutesText, type VisitsReportPerson } from '@ronda/shared';
import { Link } from 'react-router';
import { clockIn, dayLabel } from '../lib/report-format';
import { dayOnMapPath, placeText, visitsByDay } from '../lib/visit-format';
import styles from './visit-days.module.css';

interface VisitDaysProps {
  person: VisitsReportPerson;
  timeZone: string;
}

/**
 * A person's visits day by day: when they arrived and left (the company's clock), how long they
 * stayed and where, with the day's map one click away for the trips in between.
 */
export function VisitDays({ person, timeZone }: VisitDaysProps) {
  return (
    <div className={styles.days}>
      {visitsByDay(person.places).map(({ date, visits }) => (
        <section key={date} className={styles.day} aria-label={`${person.name}, ${dayLabel(date)}`}>
          <div className={styles.dayHead}>
            <h4 className={styles.date}>{dayLabel(date)}</h4>
            <Link className={styles.map} to={dayOnMapPath(person.userId, date)}>
              See the day on the map
              <span className="visually-hidden">
                : {person.name}, {dayLabel(date)}
              </span>
            </Link>
          </div>
          <ol className={styles.visits}>
            {visits.map((visit) => (
              <li key={visit.arrivedAt} className={styles.visit}>
                <span className={styles.time}>
                  {clockIn(visit.arrivedAt, timeZone)}–{clockIn(visit.leftAt, timeZone)}
                </span>
                <span className={styles.duration}>{minutesText(visit.minutes)}</span>
                <span className={visit.place ? styles.place : styles.unknown}>
                  {placeText(visit)}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
