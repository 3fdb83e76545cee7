import { ALERT_KINDS, type AlertKind } from '@ronda/shared';
import type { SessionContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import {
  findAlertPreferences,
  saveAlertPreferences,
} from '../../repositories/alert-preferences.repository.ts';

export const ALERT_PREFERENCES_FORBIDDEN = 'Only admins and supervisors get alert notifications.';

/** Employees get their tasks pushed, not alerts: there is nothing for them to choose. */
function alertsViewer(session: SessionContext) {
  if (session.actor.role === 'employee') throw ApiError.forbidden(ALERT_PREFERENCES_FORBIDDEN);
  return session.actor;
}

/** GET /api/alerts/preferences: the rules pushed to the asker (every one until they choose). */
export async function getAlertPreferences(db: Database, session: SessionContext) {
  const kinds = await findAlertPreferences(db.$client, alertsViewer(session));
  return { kinds: kinds ?? [...ALERT_KINDS] };
}

/** PUT /api/alerts/preferences: the asker's own choice; nobody chooses for someone else. */
export async function putAlertPreferences(
  db: Database,
  session: SessionContext,
  kinds: readonly AlertKind[],
) {
  await saveAlertPreferences(db.$client, alertsViewer(session), kinds);
  return { kinds: [...kinds] };
}
