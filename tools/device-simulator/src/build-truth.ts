import type { BatteryModel } from './battery.ts';
import type { PlannedAction } from './day-actions.ts';
import type { FieldDayProfile } from './day-schedule.ts';
import type { DayTimeline } from './day-timeline.ts';
import { STOPPED_ACCURACY_M, MOVING_ACCURACY_M } from './device-points.ts';
import type { TimeSpan } from './fix-sampler.ts';
import { formatLocalIso } from './local-time.ts';
import type { Place, Territory } from './place-types.ts';
import type { FieldDayKind, FieldDayTruth, TruthPunch } from './plan-types.ts';
import { truthTrip } from './truth-trips.ts';
import type { UploadPlan } from './upload-batches.ts';

export interface TruthInput {
  kind: FieldDayKind;
  employeeKey: string;
  date: string;
  utcOffsetMinutes: number;
  profile: FieldDayProfile;
  territory: Territory;
  timeline: DayTimeline;
  gap: TimeSpan | null;
  wildFixIds: string[];
  jumpedFixIds: string[];
  actions: PlannedAction[];
  uploads: UploadPlan;
  battery: BatteryModel;
  pointCount: number;
}

export function buildTruth(input: TruthInput): FieldDayTruth {
  const { timeline, utcOffsetMinutes } = input;
  const iso = (ms: number) => formatLocalIso(ms, utcOffsetMinutes);
  const span = (s: TimeSpan) => ({ from: iso(s.fromMs), to: iso(s.toMs) });
  const punch = (ms: number, place: Place): TruthPunch => ({
    time: iso(ms),
    lat: place.lat,
    lng: place.lng,
    placeName: place.name,
    address: place.address,
  });
  const first = timeline.stays[0];
  const last = timeline.stays.at(-1);
  if (!first || !last) throw new Error('A field day needs a start and an end');

  const trips = timeline.trips.map((trip) => truthTrip(trip, iso));

  return {
    kind: input.kind,
    employeeKey: input.employeeKey,
    date: input.date,
    utcOffsetMinutes,
    profile: input.profile,
    territory: input.territory,
    punchIn: punch(timeline.punchInMs, first.place),
    punchOut: punch(timeline.punchOutMs, last.place),
    breaks: timeline.stays.flatMap((stay) =>
      stay.lunch
        ? [
            {
              reason: 'Lunch',
              startTime: iso(stay.lunch.startMs),
              endTime: iso(stay.lunch.endMs),
              placeName: stay.place.name,
            },
          ]
        : [],
    ),
    stops: timeline.stays.map((stay) => ({
      placeName: stay.place.name,
      address: stay.place.address,
      lat: stay.place.lat,
      lng: stay.place.lng,
      arriveTime: iso(stay.fromMs),
      departTime: iso(stay.toMs),
      role: stay.role,
    })),
    trips,
    gaps: input.gap ? [span(input.gap)] : [],
    wildFixIds: input.wildFixIds,
    jumpedFixIds: input.jumpedFixIds,
    workLogIds: input.actions.flatMap((a) =>
      a.kind === 'work-log' && a.body.id ? [a.body.id] : [],
    ),
    noise: {
      movingAccuracyMeters: MOVING_ACCURACY_M,
      stoppedAccuracyMeters: STOPPED_ACCURACY_M,
      parkedOutlierShare: 0.05,
      isMock: false,
    },
    uploads: {
      offline: span(input.uploads.offline),
      batches: input.uploads.batches.length,
      lateBatches: input.uploads.lateBatchCount,
      resentBatches: input.uploads.resentBatchCount,
    },
    battery: {
      start: input.battery.levelAt(timeline.punchInMs),
      end: input.battery.levelAt(timeline.punchOutMs),
      charging: input.battery.charging ? span(input.battery.charging) : null,
    },
    totals: {
      points: input.pointCount,
      distanceMeters: Math.round(trips.reduce((m, t) => m + t.distanceMeters, 0)),
      actions: input.actions.length,
    },
  };
}
