import { ALERT_KINDS, type AlertKind } from '@ronda/shared';
import type { Queryable } from './day-fixes.repository.ts';

const isKind = (k: string): k is AlertKind => (ALERT_KINDS as readonly string[]).includes(k);

/** The kinds a person chose to have pushed, or null when they never chose (every kind). */
export async function findAlertPreferences(
  db: Queryable,
  owner: { companyId: string; userId: string },
): Promise<AlertKind[] | null> {
  const { rows } = await db.query<{ kinds: string[] }>(
    'select kinds from alert_preferences where company_id = $1 and user_id = $2',
    [owner.companyId, owner.userId],
  );
  const found = rows[0];
  return found ? found.kinds.filter(isKind) : null;
}

export async function saveAlertPreferences(
  db: Queryable,
  owner: { companyId: string; userId: string },
  kinds: readonly AlertKind[],
): Promise<void> {
  await db.query(
    `insert into alert_preferences (company_id, user_id, kinds) values ($1, $2, $3)
     on conflict (user_id) do update set kinds = excluded.kinds, updated_at = now()`,
    [owner.companyId, owner.userId, kinds],
  );
}
