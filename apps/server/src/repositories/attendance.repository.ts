import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { attendanceRecords, breaks } from '../db/schema/index.ts';

export type AttendanceRow = typeof attendanceRecords.$inferSelect;
export type BreakRow = typeof breaks.$inferSelect;
type Executor = Pick<Database, 'select' | 'update' | 'insert' | 'execute'>;

export interface PersonKey {
  companyId: string;
  userId: string;
}

// Any constant works; with the person's id it serialises one person's punches and breaks.
const ATTENDANCE_LOCK_CLASS = 727_003;

/** Holds until the transaction ends: two punches of one person never interleave. */
export async function lockPersonAttendance(tx: Executor, person: PersonKey): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${ATTENDANCE_LOCK_CLASS}, hashtext(${person.userId}))`,
  );
}

const ofPerson = (person: PersonKey) =>
  and(
    eq(attendanceRecords.companyId, person.companyId),
    eq(attendanceRecords.userId, person.userId),
  );

export async function findOpenAttendance(tx: Executor, person: PersonKey) {
  const [row] = await tx
    .select()
    .from(attendanceRecords)
    .where(and(ofPerson(person), isNull(attendanceRecords.checkOutAt)))
    .limit(1);
  return row;
}

export async function findAttendanceByClientId(
  tx: Executor,
  person: PersonKey,
  side: 'checkIn' | 'checkOut',
  clientId: string,
) {
  const column =
    side === 'checkIn' ? attendanceRecords.checkInClientId : attendanceRecords.checkOutClientId;
  const [row] = await tx
    .select()
    .from(attendanceRecords)
    .where(and(ofPerson(person), eq(column, clientId)))
    .limit(1);
  return row;
}

export async function insertAttendance(
  tx: Executor,
  values: typeof attendanceRecords.$inferInsert,
) {
  const [row] = await tx.insert(attendanceRecords).values(values).returning();
  if (!row) throw new Error('attendance record not inserted');
  return row;
}

export async function closeAttendance(
  tx: Executor,
  id: string,
  values: Partial<typeof attendanceRecords.$inferInsert>,
) {
  const [row] = await tx
    .update(attendanceRecords)
    .set(values)
    .where(eq(attendanceRecords.id, id))
    .returning();
  if (!row) throw new Error('attendance record not updated');
  return row;
}

/**
 * Records punched in on one local day (YYYY-MM-DD in the company's time zone), newest first, and a
 * record punched in the day before that is still open: the person is at work now, and that day's
 * page must say so (issue 27). A record left open for longer belongs to no later day.
 */
export async function findAttendanceOnDay(
  db: Executor,
  person: PersonKey,
  day: { date: string; timezone: string },
): Promise<AttendanceRow[]> {
  // PostgreSQL knows the zone rules: a day is 23 or 25 hours long where clocks change.
  const start = sql`((${day.date}::date)::timestamp at time zone ${day.timezone})`;
  const end = sql`((${day.date}::date + 1)::timestamp at time zone ${day.timezone})`;
  const previousStart = sql`((${day.date}::date - 1)::timestamp at time zone ${day.timezone})`;
  return db
    .select()
    .from(attendanceRecords)
    .where(
      and(
        ofPerson(person),
        sql`${attendanceRecords.checkInAt} < ${end}`,
        or(
          sql`${attendanceRecords.checkInAt} >= ${start}`,
          and(
            isNull(attendanceRecords.checkOutAt),
            sql`${attendanceRecords.checkInAt} >= ${previousStart}`,
          ),
        ),
      ),
    )
    .orderBy(desc(attendanceRecords.checkInAt));
}

const breaksOf = (person: PersonKey) =>
  and(eq(breaks.companyId, person.companyId), eq(breaks.userId, person.userId));

export async function findOpenBreak(tx: Executor, person: PersonKey) {
  const [row] = await tx
    .select()
    .from(breaks)
    .where(and(breaksOf(person), isNull(breaks.endAt)))
    .limit(1);
  return row;
}

export async function findBreakByClientId(
  tx: Executor,
  person: PersonKey,
  side: 'start' | 'end',
  clientId: string,
) {
  const column = side === 'start' ? breaks.startClientId : breaks.endClientId;
  const [row] = await tx
    .select()
    .from(breaks)
    .where(and(breaksOf(person), eq(column, clientId)))
    .limit(1);
  return row;
}

export async function insertBreak(tx: Executor, values: typeof breaks.$inferInsert) {
  const [row] = await tx.insert(breaks).values(values).returning();
  if (!row) throw new Error('break not inserted');
  return row;
}

export async function endBreak(
  tx: Executor,
  id: string,
  values: Partial<typeof breaks.$inferInsert>,
) {
  const [row] = await tx.update(breaks).set(values).where(eq(breaks.id, id)).returning();
  if (!row) throw new Error('break not updated');
  return row;
}

export async function findBreaksOf(
  db: Executor,
  companyId: string,
  attendanceIds: readonly string[],
): Promise<BreakRow[]> {
  if (attendanceIds.length === 0) return [];
  return db
    .select()
    .from(breaks)
    .where(and(eq(breaks.companyId, companyId), inArray(breaks.attendanceId, [...attendanceIds])))
    .orderBy(asc(breaks.startAt));
}
