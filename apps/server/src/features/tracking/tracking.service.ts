import type { TrackingQuery } from '@ronda/shared';
import { validateTrackingOptions, type DayAnalysis } from '@ronda/tracking';
import type { RouteMatcher } from '../../adapters/route-matcher.ts';
import type { SessionContext } from '../../auth/sessions.ts';
import { visiblePerson } from '../../auth/visible-person.ts';
import type { Database } from '../../db/client.ts';
import type { Queue } from '../../jobs/queue.ts';
import { loadDay } from '../../days/day-source.ts';
import { nameStays, type PlaceName } from './name-stays.ts';
import { snapTrips } from './snap-trips.ts';

export interface TrackingDeps {
  db: Database;
  queue?: Queue;
  matcher?: RouteMatcher;
}

export interface TrackedDay {
  userId: string;
  date: string;
  timeZone: string;
  analysis: DayAnalysis;
  places: PlaceName[] | null;
  snapped: (string | null)[] | null;
  archived: boolean;
  includeStats: boolean;
}

/** GET /api/location/tracking: a person's local day as trips, visited places and gaps. */
export async function trackDay(
  deps: TrackingDeps,
  session: SessionContext,
  query: TrackingQuery,
): Promise<TrackedDay> {
  const person = await visiblePerson(deps.db, session, query.userId);
  const timeZone = session.company.timezone;
  const options = validateTrackingOptions({
    simplifyDeg: query.simplify,
    stopThresholdMin: query.stopThreshold,
    timeGapThresholdMin: query.timeGapThreshold,
  });
  const { analysis, archived } = await loadDay(
    deps.db,
    person,
    { date: query.date, timeZone },
    options,
    new Date(),
  );
  const [places, snapped] = await Promise.all([
    query.includePlaces
      ? nameStays(deps, person, query.date, analysis.stays, options.stayRadiusM)
      : null,
    query.snap && deps.matcher
      ? snapTrips({ db: deps.db, matcher: deps.matcher, now: new Date() }, analysis.trips)
      : null,
  ]);
  return {
    userId: person.userId,
    date: query.date,
    timeZone,
    analysis,
    places,
    snapped,
    archived,
    includeStats: query.includeStats,
  };
}
