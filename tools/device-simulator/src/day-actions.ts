import {
  DEVICE_BREAK_END_PATH,
  DEVICE_BREAK_START_PATH,
  DEVICE_PUNCH_IN_PATH,
  DEVICE_PUNCH_OUT_PATH,
  DEVICE_WORK_LOGS_PATH,
  TASK_PRIORITIES,
  type BreakEndInput,
  type BreakStartInput,
  type DeviceLocation,
  type PunchInput,
  type WorkLogInput,
} from '@ronda/shared';
import type { FieldDayProfile } from './day-schedule.ts';
import type { DayTimeline } from './day-timeline.ts';
import type { TimeSpan } from './fix-sampler.ts';
import { offsetMeters } from './geo.ts';
import { formatLocalIso } from './local-time.ts';
import type { Place } from './place-types.ts';
import type { Random } from './prng.ts';
import { WORK_LOG_DESCRIPTIONS, WORK_LOG_NOTES } from './work-log-texts.ts';

interface ActionBase<K extends string, P extends string, B> {
  kind: K;
  sendAt: Date;
  path: P;
  body: B;
}

/** One tap in the app, as the request the phone makes for it. */
export type PlannedAction =
  | ActionBase<'punch-in', typeof DEVICE_PUNCH_IN_PATH, PunchInput>
  | ActionBase<'punch-out', typeof DEVICE_PUNCH_OUT_PATH, PunchInput>
  | ActionBase<'break-start', typeof DEVICE_BREAK_START_PATH, BreakStartInput>
  | ActionBase<'break-end', typeof DEVICE_BREAK_END_PATH, BreakEndInput>
  | ActionBase<'work-log', typeof DEVICE_WORK_LOGS_PATH, WorkLogInput>;

export type ActionKind = PlannedAction['kind'];

export const BREAK_REASON_LUNCH = 'Lunch';

const MINUTE = 60_000;

interface ActionContext {
  idPrefix: string;
  date: string;
  utcOffsetMinutes: number;
  profile: FieldDayProfile;
  offline: TimeSpan;
}

export function planActions(
  timeline: DayTimeline,
  context: ActionContext,
  rng: Random,
): PlannedAction[] {
  const { idPrefix, utcOffsetMinutes, offline } = context;
  const iso = (ms: number) => formatLocalIso(ms, utcOffsetMinutes);
  // The app takes a fresh fix for each action: the place, give or take the GPS error.
  const locate = (place: Place): DeviceLocation => {
    const [lat, lng] = offsetMeters([place.lat, place.lng], rng.normal() * 6, rng.normal() * 6);
    const round = (v: number) => Math.round(v * 1e6) / 1e6;
    return { lat: round(lat), lng: round(lng), address: place.address };
  };
  // Taps made with no connection wait in the app's queue and go out, in order, on reconnect.
  let queued = 0;
  const sendAt = (ms: number, delayMs: number) => {
    if (ms >= offline.fromMs && ms < offline.toMs) {
      queued++;
      return new Date(offline.toMs + 5_000 + queued * 2_000);
    }
    return new Date(ms + delayMs);
  };

  const start = timeline.stays[0];
  const end = timeline.stays.at(-1);
  if (!start || !end) throw new Error('A field day needs a start and an end');
  const actions: PlannedAction[] = [
    {
      kind: 'punch-in',
      sendAt: sendAt(timeline.punchInMs, rng.int(2_000, 8_000)),
      path: DEVICE_PUNCH_IN_PATH,
      body: {
        id: `${idPrefix}-punch-in`,
        timestamp: iso(timeline.punchInMs),
        location: locate(start.place),
        isMock: false,
      },
    },
  ];

  let workLogs = 0;
  for (const stay of timeline.stays) {
    if (stay.role !== 'customer' || stay.workEndMs === undefined) continue;
    // Written while there: a 3-minute parcel drop leaves no time for one.
    const at = rng.chance(0.85)
      ? Math.max(stay.fromMs + 5 * MINUTE, stay.workEndMs - rng.int(0, 3 * MINUTE))
      : Infinity;
    if (at <= stay.toMs) {
      workLogs++;
      const notes = rng.chance(0.4) ? rng.pick(WORK_LOG_NOTES) : null;
      actions.push({
        kind: 'work-log',
        sendAt: sendAt(at, rng.int(2_000, 15_000)),
        path: DEVICE_WORK_LOGS_PATH,
        body: {
          id: `${idPrefix}-worklog-${workLogs}`,
          timestamp: iso(at),
          workDate: context.date,
          description: rng.pick(WORK_LOG_DESCRIPTIONS[context.profile]),
          status: 'completed',
          priority: rng.pick(TASK_PRIORITIES.slice(0, 3)),
          notes,
          location: locate(stay.place),
        },
      });
    }
    if (stay.lunch) {
      const { startMs, endMs } = stay.lunch;
      actions.push(
        {
          kind: 'break-start',
          sendAt: sendAt(startMs, rng.int(2_000, 8_000)),
          path: DEVICE_BREAK_START_PATH,
          body: {
            id: `${idPrefix}-break-1-start`,
            timestamp: iso(startMs),
            reason: BREAK_REASON_LUNCH,
            location: locate(stay.place),
          },
        },
        {
          kind: 'break-end',
          sendAt: sendAt(endMs, rng.int(2_000, 8_000)),
          path: DEVICE_BREAK_END_PATH,
          body: {
            id: `${idPrefix}-break-1-end`,
            timestamp: iso(endMs),
            location: locate(stay.place),
          },
        },
      );
    }
  }

  actions.push({
    kind: 'punch-out',
    // After the phone's final flush of points (1–3 s after the punch-out).
    sendAt: sendAt(timeline.punchOutMs, rng.int(4_000, 9_000)),
    path: DEVICE_PUNCH_OUT_PATH,
    body: {
      id: `${idPrefix}-punch-out`,
      timestamp: iso(timeline.punchOutMs),
      location: locate(end.place),
      isMock: false,
    },
  });
  return actions.sort((a, b) => a.sendAt.getTime() - b.sendAt.getTime());
}
