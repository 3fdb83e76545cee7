import {
  ATTENDANCE_CONFLICTS,
  deviceTimeProblem,
  type BreakEndInput,
  type BreakStartInput,
  type PunchInput,
} from '@ronda/shared';
import type { Actor } from '../../auth/actor.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import {
  closeAttendance,
  endBreak,
  findAttendanceByClientId,
  findBreakByClientId,
  findOpenAttendance,
  findOpenBreak,
  insertAttendance,
  insertBreak,
  lockPersonAttendance,
  type AttendanceRow,
  type BreakRow,
  type PersonKey,
} from '../../repositories/attendance.repository.ts';
import { listWorkSites } from '../../repositories/work-sites.repository.ts';
import { placePunch } from './punch-check.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

const personOf = (actor: Actor): PersonKey => ({
  companyId: actor.companyId,
  userId: actor.userId,
});

/** The action's time, refused when the phone's clock cannot be right. */
function timeOf(input: { timestamp: string }, now: Date): Date {
  const at = new Date(input.timestamp);
  const problem = deviceTimeProblem(at, now);
  if (problem) throw ApiError.badRequest(problem);
  return at;
}

/** The phone's id for the action: what makes a retry recognisable. */
const clientIdOf = (input: { id: string }) => input.id;

/**
 * One person's punches and breaks run one at a time (an advisory lock for the transaction), so
 * "is there an open record?" and the insert that follows cannot race with a retry.
 */
function asPerson<T>(db: Database, actor: Actor, work: (tx: Tx, person: PersonKey) => Promise<T>) {
  const person = personOf(actor);
  return db.transaction(async (tx) => {
    await lockPersonAttendance(tx, person);
    return work(tx, person);
  });
}

export async function punchIn(db: Database, actor: Actor, input: PunchInput, now: Date) {
  const at = timeOf(input, now);
  const clientId = clientIdOf(input);
  return asPerson(db, actor, async (tx, person) => {
    const replay = await findAttendanceByClientId(tx, person, 'checkIn', clientId);
    if (replay) return replay;
    if (await findOpenAttendance(tx, person)) {
      throw ApiError.conflict(ATTENDANCE_CONFLICTS.alreadyPunchedIn);
    }
    const place = placePunch(await listWorkSites(tx, person.companyId), input.location);
    return insertAttendance(tx, {
      ...person,
      checkInAt: at,
      checkInClientId: clientId,
      checkInLat: input.location.lat,
      checkInLng: input.location.lng,
      checkInAddress: input.location.address ?? null,
      checkInIsMock: input.isMock ?? false,
      checkInOutsideSite: place.outsideSite,
      checkInSiteId: place.siteId,
    });
  });
}

/** Punching out ends a break still open: nobody stays "on break" after going home. */
export async function punchOut(db: Database, actor: Actor, input: PunchInput, now: Date) {
  const at = timeOf(input, now);
  const clientId = clientIdOf(input);
  return asPerson(db, actor, async (tx, person): Promise<AttendanceRow> => {
    const replay = await findAttendanceByClientId(tx, person, 'checkOut', clientId);
    if (replay) return replay;
    const open = await findOpenAttendance(tx, person);
    if (!open) throw ApiError.conflict(ATTENDANCE_CONFLICTS.notPunchedIn);
    if (at < open.checkInAt) throw ApiError.conflict(ATTENDANCE_CONFLICTS.beforePunchIn);
    const openBreak = await findOpenBreak(tx, person);
    if (openBreak) {
      await endBreak(tx, openBreak.id, {
        endAt: at < openBreak.startAt ? openBreak.startAt : at,
        endLat: input.location.lat,
        endLng: input.location.lng,
      });
    }
    const place = placePunch(await listWorkSites(tx, person.companyId), input.location);
    return closeAttendance(tx, open.id, {
      checkOutAt: at,
      checkOutClientId: clientId,
      checkOutLat: input.location.lat,
      checkOutLng: input.location.lng,
      checkOutAddress: input.location.address ?? null,
      checkOutIsMock: input.isMock ?? false,
      checkOutOutsideSite: place.outsideSite,
      checkOutSiteId: place.siteId,
    });
  });
}

export async function startBreak(db: Database, actor: Actor, input: BreakStartInput, now: Date) {
  const at = timeOf(input, now);
  const clientId = clientIdOf(input);
  return asPerson(db, actor, async (tx, person): Promise<BreakRow> => {
    const replay = await findBreakByClientId(tx, person, 'start', clientId);
    if (replay) return replay;
    const open = await findOpenAttendance(tx, person);
    if (!open) throw ApiError.conflict(ATTENDANCE_CONFLICTS.breakNeedsPunchIn);
    if (await findOpenBreak(tx, person)) {
      throw ApiError.conflict(ATTENDANCE_CONFLICTS.breakAlreadyOpen);
    }
    if (at < open.checkInAt) throw ApiError.conflict(ATTENDANCE_CONFLICTS.beforePunchIn);
    return insertBreak(tx, {
      ...person,
      attendanceId: open.id,
      reason: input.reason.trim(),
      startAt: at,
      startClientId: clientId,
      startLat: input.location.lat,
      startLng: input.location.lng,
    });
  });
}

export async function finishBreak(db: Database, actor: Actor, input: BreakEndInput, now: Date) {
  const at = timeOf(input, now);
  const clientId = clientIdOf(input);
  return asPerson(db, actor, async (tx, person): Promise<BreakRow> => {
    const replay = await findBreakByClientId(tx, person, 'end', clientId);
    if (replay) return replay;
    const open = await findOpenBreak(tx, person);
    if (!open) throw ApiError.conflict(ATTENDANCE_CONFLICTS.noOpenBreak);
    if (at < open.startAt) throw ApiError.conflict(ATTENDANCE_CONFLICTS.beforeBreakStart);
    return endBreak(tx, open.id, {
      endAt: at,
      endClientId: clientId,
      endLat: input.location.lat,
      endLng: input.location.lng,
    });
  });
}
