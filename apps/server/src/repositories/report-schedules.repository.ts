import type { MailScheduleFrequency } from '@ronda/shared';
import type { Queryable } from './day-fixes.repository.ts';

export interface ScheduleRow {
  companyId: string;
  userId: string;
  frequency: MailScheduleFrequency;
  lastSentSlot: string | null;
}

const COLUMNS = `company_id as "companyId", user_id as "userId", frequency,
  last_sent_slot as "lastSentSlot"`;

export async function findSchedulesOf(
  db: Queryable,
  person: { companyId: string; userId: string },
): Promise<ScheduleRow[]> {
  const { rows } = await db.query<ScheduleRow>(
    `select ${COLUMNS} from report_schedules where company_id = $1 and user_id = $2`,
    [person.companyId, person.userId],
  );
  return rows;
}

/** Turns a schedule on (keeping what it last sent) or off. */
export async function setSchedule(
  db: Queryable,
  key: { companyId: string; userId: string; frequency: MailScheduleFrequency },
  on: boolean,
  lastSentSlot: string | null,
): Promise<void> {
  if (!on) {
    await db.query(
      'delete from report_schedules where company_id = $1 and user_id = $2 and frequency = $3',
      [key.companyId, key.userId, key.frequency],
    );
    return;
  }
  await db.query(
    `insert into report_schedules (company_id, user_id, frequency, last_sent_slot)
     values ($1, $2, $3, $4) on conflict do nothing`,
    [key.companyId, key.userId, key.frequency, lastSentSlot],
  );
}

/** Every schedule of an active admin of an active company, with the company's zone. */
export async function findActiveSchedules(
  db: Queryable,
): Promise<(ScheduleRow & { timeZone: string })[]> {
  const { rows } = await db.query<ScheduleRow & { timeZone: string }>(
    `select s.company_id as "companyId", s.user_id as "userId", s.frequency,
            s.last_sent_slot as "lastSentSlot", c.timezone as "timeZone"
       from report_schedules s
       join companies c on c.id = s.company_id and c.is_active
       join users u on u.company_id = s.company_id and u.id = s.user_id
                   and u.status = 'active' and u.is_admin
      order by s.company_id, s.user_id, s.frequency`,
  );
  return rows;
}

/**
 * Locks a schedule whose slot is not sent yet, for the transaction: false when another process
 * holds it or has sent the slot already.
 */
export async function claimSlot(db: Queryable, row: ScheduleRow, slot: string): Promise<boolean> {
  const { rowCount } = await db.query(
    `select 1 from report_schedules
      where company_id = $1 and user_id = $2 and frequency = $3
        and last_sent_slot is distinct from $4
      for update skip locked`,
    [row.companyId, row.userId, row.frequency, slot],
  );
  return rowCount === 1;
}

export async function markSlotSent(db: Queryable, row: ScheduleRow, slot: string, at: Date) {
  await db.query(
    `update report_schedules set last_sent_slot = $4, last_sent_at = $5
      where company_id = $1 and user_id = $2 and frequency = $3`,
    [row.companyId, row.userId, row.frequency, slot, at],
  );
}
