import { localDayBounds } from '@ronda/shared';
import type { ReactNode } from 'react';
import { breakHours, breakState, isAttendanceActive } from '../lib/attendance-rules';
import { formatClockOn } from '../lib/format-time';
import {
  capitalise,
  formatHours,
  formatKm,
  formatMinutes,
  formatSpan,
  formatSpeed,
} from '../lib/format-units';
import type { TimelineItem } from '../lib/timeline';
import { itemWhere } from '../lib/timeline-text';
import { PunchWarnings } from './punch-warnings';
import { RunningTime } from './running-time';
import styles from './timeline.module.css';

const Line = ({ children }: { children: ReactNode }) => (
  <span className={styles.line}>{children}</span>
);
const Status = ({ children }: { children: ReactNode }) => (
  <span className={styles.status}>{children}</span>
);

interface EntrySummaryProps {
  item: TimelineItem;
  now: Date;
  /** The day shown: times on another day (a check-out after midnight) carry their date. */
  date: string;
  timeZone: string;
}

/** What console.md §2 lists under each timeline entry's title, always shown. */
export function EntrySummary({ item, now, date, timeZone }: EntrySummaryProps) {
  switch (item.kind) {
    case 'punch-in': {
      const { record } = item;
      const active = isAttendanceActive(record, now);
      const checkOut = record.checkOutTime;
      const dayStart = localDayBounds(date, timeZone).start;
      // Punched in the evening before and still at work: this day counts it from midnight.
      const carried = Date.parse(record.checkInTime) < dayStart.getTime();
      return (
        <>
          <Line>{itemWhere(item)}</Line>
          <PunchWarnings check={record.checkIn} />
          {carried && (
            <Line>
              Punched in {formatClockOn(record.checkInTime, date, timeZone)}; this day counts it
              from midnight.
            </Line>
          )}
          {active && <Status>Currently Active</Status>}
          {active || !checkOut ? (
            <Line>
              <RunningTime
                label="This session:"
                since={carried ? dayStart.toISOString() : record.checkInTime}
              />
            </Line>
          ) : (
            <Line>
              This session: {formatSpan(Date.parse(checkOut) - Date.parse(record.checkInTime))}
            </Line>
          )}
          {checkOut && <Line>Checked out: {formatClockOn(checkOut, date, timeZone)}</Line>}
        </>
      );
    }
    case 'punch-out':
      return (
        <>
          <Line>{itemWhere(item)}</Line>
          <PunchWarnings check={item.record.checkOut} />
        </>
      );
    case 'break-start': {
      const open = breakState(item.entry) === 'started';
      return (
        <>
          <Line>Reason: {item.entry.reason}</Line>
          {open ? (
            <Line>
              <RunningTime label="Currently on break for" since={item.entry.startTime} />
            </Line>
          ) : (
            <Line>Duration: {formatHours(breakHours(item.entry))}</Line>
          )}
          <Line>Location: {itemWhere(item)}</Line>
          {open && <Status>Currently on Break</Status>}
        </>
      );
    }
    case 'break-end':
      return (
        <>
          <Line>Total duration: {formatHours(breakHours(item.entry))}</Line>
          <Line>Location: {itemWhere(item)}</Line>
        </>
      );
    case 'work-log':
      return (
        <>
          <Line>{item.log.description}</Line>
          <Line>
            Status: <span className={styles.capitalised}>{item.log.status}</span>
          </Line>
          <Line>Location: {item.log.location ? itemWhere(item) : 'N/A'}</Line>
        </>
      );
    case 'place':
      return (
        <>
          <Line>{itemWhere(item)}</Line>
          <Line>Duration: {formatMinutes(item.place.duration)}</Line>
        </>
      );
    case 'trip-start':
      return (
        <>
          <Line>From: {itemWhere(item)}</Line>
          <Line>Type: {capitalise(item.trip.tripType)}</Line>
        </>
      );
    case 'trip-end': {
      const stats = item.trip.stats;
      return (
        <>
          <Line>To: {itemWhere(item)}</Line>
          <Line>Distance: {formatKm(stats?.distance)}</Line>
          <Line>Duration: {formatMinutes(stats?.duration)}</Line>
          <Line>Avg Speed: {formatSpeed(stats?.averageSpeed)}</Line>
        </>
      );
    }
    case 'gap':
      return <Line>No location was received in this time.</Line>;
  }
}
