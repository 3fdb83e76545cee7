import type { AttendanceRecord } from '@ronda/shared';
import { render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import type { RouteTrip } from '../hooks/use-day-activity';
import { routePoints } from '../lib/route-points';
import { buildTimeline } from '../lib/timeline';
import { attendance, DAY, tracking, TZ, workLog } from '../test-fixtures';
import type { DayMapProps } from './day-map';
import { DayView } from './day-view';

/** Tests' stand-in for the Leaflet map (no place in jsdom): it shows what it was asked to select. */
export function FakeDayMap(props: DayMapProps) {
  return (
    <div
      data-testid="day-map"
      data-item={props.selection.itemId ?? ''}
      data-trip={props.selection.tripId ?? ''}
      data-target={JSON.stringify(props.selection.target)}
    >
      <button type="button" onClick={props.onBackgroundClick}>
        map background
      </button>
    </div>
  );
}

export const NOW = new Date('2026-03-10T12:30:00Z');

/** The fixture day in a DayView; `records` swap the attendance (an open day, two sessions). */
export function renderDay(...records: AttendanceRecord[]) {
  const day = tracking();
  const sessions = records.length > 0 ? records : [attendance];
  const timeline = buildTimeline({
    attendance: sessions,
    workLogs: [workLog],
    trips: day.trips,
    places: day.placesVisited,
    gaps: day.gaps,
  });
  const trips: RouteTrip[] = day.trips.map((trip, i) => ({
    trip,
    number: i + 1,
    path: routePoints(trip.encodedPolyline),
  }));
  render(
    <DayView
      employeeName="Ana Lopes"
      date={DAY}
      timeZone={TZ}
      now={new Date()}
      timeline={timeline}
      attendance={sessions}
      trips={trips}
      lastKnown={null}
    />,
  );
}

export const entry = (kind: string, index = 0) => {
  const found = document.querySelectorAll<HTMLElement>(`li[data-kind="${kind}"]`)[index];
  if (!found) throw new Error(`no ${kind} entry`);
  return found;
};
export const text = (kind: string, index = 0) => entry(kind, index).textContent ?? '';
export const map = () => screen.getByTestId('day-map');

/** The clock at NOW (the running counters tick with it), and modal dialogs jsdom lacks. */
export function setUpDay() {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(NOW);
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
}
