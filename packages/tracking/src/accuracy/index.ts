export { fixesFromPlan } from './fixes-from-plan.ts';
export { simulatedDays } from './simulated-days.ts';
export { trueDistanceBetween } from './true-distance.ts';
export {
  measureAccuracy,
  type AccuracyFigures,
  type DayAnalyser,
  type DistanceFigures,
} from './measure-accuracy.ts';
export { naiveAnalyseDay } from './naive-analyse-day.ts';
export {
  syntheticDay,
  type SyntheticDay,
  type SyntheticDayOptions,
  type SyntheticMove,
} from './synthetic-day.ts';
