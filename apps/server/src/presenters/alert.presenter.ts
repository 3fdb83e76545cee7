import type { Alert, AlertKind } from '@ronda/shared';
import type { AlertRow } from '../repositories/alerts.repository.ts';

/** An alert as the API and the live stream give it. */
export const presentAlert = (row: AlertRow): Alert => ({
  id: row.id,
  kind: row.kind as AlertKind,
  userId: row.userId,
  taskId: row.taskId,
  openedAt: row.openedAt.toISOString(),
  closedAt: row.closedAt?.toISOString() ?? null,
  message: row.message,
  read: row.read,
});
