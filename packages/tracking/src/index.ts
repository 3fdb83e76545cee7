export * from './haversine.ts';
export type { Fix, LatLng } from './fix.ts';
export type { DayAnalysis, DroppedCounts, Gap, Stay, Trip } from './day-analysis.ts';
export { tripTypeOf, type TripType } from './trip-type.ts';
export {
  DEFAULT_TRACKING_OPTIONS,
  validateTrackingOptions,
  type TrackingOptions,
} from './tracking-options.ts';
export { analyseDay } from './analyse-day.ts';
export { encodePolyline, decodePolyline } from './polyline.ts';
export { simplifyPath } from './simplify-path.ts';
