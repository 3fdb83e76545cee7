import type { SessionContext } from '../../auth/sessions.ts';
import type { Database } from '../../db/client.ts';
import { ApiError } from '../../lib/api-error.ts';
import { presentAlert } from '../../presenters/alert.presenter.ts';
import {
  findAlerts,
  findVisibleAlert,
  markAllRead,
  markRead,
} from '../../repositories/alerts.repository.ts';

/** GET /api/alerts: the asker's alerts in a state, and how many of all they have not read. */
export async function listAlerts(
  db: Database,
  session: SessionContext,
  state: 'open' | 'closed' | 'all',
) {
  const { alerts, unread } = await findAlerts(db.$client, session.actor, state);
  return { alerts: alerts.map(presentAlert), unread };
}

/** POST /api/alerts/{id}/read: one the asker may see (another's is 404, as if it did not exist). */
export async function readAlert(db: Database, session: SessionContext, alertId: string) {
  if (!(await findVisibleAlert(db.$client, session.actor, alertId))) {
    throw ApiError.notFound('Alert not found');
  }
  await markRead(db.$client, session.actor.userId, [alertId]);
}

/** POST /api/alerts/read: every alert the asker may see. */
export async function readAllAlerts(db: Database, session: SessionContext) {
  return markAllRead(db.$client, session.actor);
}
