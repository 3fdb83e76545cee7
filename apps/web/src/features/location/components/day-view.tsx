import type { AttendanceRecord, LatestLocation } from '@ronda/shared';
import { lazy, Suspense, useState } from 'react';
import { MapBoundary } from '@/components/map/map-boundary';
import { loadChunk } from '@/lib/load-chunk';
import type { RouteTrip } from '../hooks/use-day-activity';
import { lastKnownPoint } from '../lib/last-known';
import {
  clearSelection,
  initialSelection,
  selectItem,
  selectOnMap,
  selectTrip,
  type TripShape,
} from '../lib/selection';
import type { TimelineItem } from '../lib/timeline';
import { ImageModal, type OpenImage } from './image-modal';
import { Timeline } from './timeline';
import { TripDetails } from './trip-details';
import { TripSelector } from './trip-selector';
import styles from './day-view.module.css';

const DayMap = lazy(() =>
  loadChunk(() => import('./day-map')).then((m) => ({ default: m.DayMap })),
);

/** Sized in day-view.module.css, so the timeline beside it can match. */
const MAP_HEIGHT = 'var(--location-map-height)';

interface DayViewProps {
  employeeName: string;
  date: string;
  timeZone: string;
  now: Date;
  timeline: readonly TimelineItem[];
  /** Every session of the day, for the day's totals above the timeline. */
  attendance: readonly AttendanceRecord[];
  trips: readonly RouteTrip[];
  lastKnown: LatestLocation | null;
}

const shapeOf = (route: RouteTrip): TripShape => ({
  id: route.trip.id,
  path: route.path,
  origin: route.trip.origin,
});

/** The full view (console.md §2): map, trip buttons and details beside the timeline. */
export function DayView(props: DayViewProps) {
  const { employeeName, date, timeZone, now, timeline, attendance, trips, lastKnown } = props;
  const [selection, setSelection] = useState(() =>
    initialSelection({
      trips: trips.map(shapeOf),
      places: timeline.flatMap((i) => (i.kind === 'place' && i.point ? [i.point] : [])),
      lastKnown: timeline.length === 0 ? lastKnownPoint(lastKnown) : null,
    }),
  );
  const [image, setImage] = useState<OpenImage | null>(null);
  const selectedRoute = trips.find((r) => r.trip.id === selection.tripId) ?? null;
  const pickTrip = (route: RouteTrip, show: boolean) =>
    setSelection((s) => selectTrip(s, shapeOf(route), show));

  return (
    <div className={timeline.length > 0 ? styles.layout : styles.single}>
      <div className={styles.mapColumn}>
        <div className={styles.mapFrame}>
          <MapBoundary fallback={<p className={styles.mapFailed}>The map could not be loaded.</p>}>
            <Suspense fallback={<div className={styles.placeholder} />}>
              <DayMap
                label={`Map of ${employeeName}'s activity`}
                height={MAP_HEIGHT}
                trips={trips}
                items={timeline}
                lastKnown={lastKnown}
                selection={selection}
                now={now}
                timeZone={timeZone}
                onSelectItem={(id) => setSelection((s) => selectOnMap(s, id))}
                onSelectTrip={(route) => pickTrip(route, false)}
                onBackgroundClick={() => setSelection(clearSelection)}
              />
            </Suspense>
          </MapBoundary>
          {trips.length > 0 && (
            <TripSelector
              trips={trips}
              selectedId={selection.tripId}
              onSelect={(route) => pickTrip(route, true)}
            />
          )}
        </div>
        {selectedRoute && (
          <TripDetails
            trip={selectedRoute.trip}
            number={selectedRoute.number}
            date={date}
            timeZone={timeZone}
          />
        )}
      </div>
      {timeline.length > 0 && (
        <Timeline
          items={timeline}
          attendance={attendance}
          selectedId={selection.itemId}
          expandedIds={selection.expandedLogIds}
          now={now}
          date={date}
          timeZone={timeZone}
          onSelect={(item) => setSelection((s) => selectItem(s, item))}
          onOpenImage={setImage}
        />
      )}
      {image && <ImageModal image={image} onClose={() => setImage(null)} />}
    </div>
  );
}
