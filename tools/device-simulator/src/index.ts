export { planFieldDay, idSlug } from './plan-field-day.ts';
export { FIELD_DAY_KINDS } from './plan-types.ts';
export type {
  FieldDayKind,
  FieldDayPlan,
  FieldDayTruth,
  PlanFieldDayInput,
  TruthBreak,
  TruthPunch,
  TruthSpan,
  TruthStop,
  TruthTrip,
  TruthTripPart,
} from './plan-types.ts';
export { FIELD_DAY_PROFILES, type FieldDayProfile } from './day-schedule.ts';
export { BREAK_REASON_LUNCH, type ActionKind, type PlannedAction } from './day-actions.ts';
export type { PointBatch } from './upload-batches.ts';
export type { TrueFix } from './fix-sampler.ts';
export { TRIP_MODES, MODE_SPECS, type TripMode } from './travel-modes.ts';
export {
  createDeviceClient,
  DeviceApiError,
  type ActionResult,
  type DeviceClient,
  type DeviceClientOptions,
} from './device-client.ts';
export {
  playFieldDay,
  lastSendAt,
  emptyPlayResult,
  addPlayResults,
  type PlayResult,
  type PlayWindow,
} from './play-field-day.ts';
export { DEMO_STAFF, type DemoStaffMember } from './demo-staff.ts';
export { IST_OFFSET_MINUTES, formatLocalIso, localDateOf } from './local-time.ts';
export { haversineMeters, pathLengthMeters, type LatLngTuple } from './geo.ts';
