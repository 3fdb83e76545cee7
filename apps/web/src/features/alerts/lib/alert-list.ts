import type { Alert, AlertsResponse } from '@ronda/shared';
import type { AlertListState } from '../api/alert-keys';

/** The server's order: open before closed, then newest first. */
export function sortAlerts(alerts: readonly Alert[]): Alert[] {
  return [...alerts].sort((a, b) => {
    const open = Number(b.closedAt === null) - Number(a.closedAt === null);
    return open !== 0 ? open : Date.parse(b.openedAt) - Date.parse(a.openedAt);
  });
}

/**
 * A list with one alert as the live stream now tells it: added or replaced, or gone from the
 * open list once it closed. `unreadDelta` is worked out once for all lists by the caller, since
 * the count covers every state while each list holds only some.
 */
export function withAlert(
  data: AlertsResponse,
  alert: Alert,
  state: AlertListState,
  unreadDelta: number,
): AlertsResponse {
  const others = data.alerts.filter((a) => a.id !== alert.id);
  const belongs = state === 'all' || alert.closedAt === null;
  return {
    ...data,
    alerts: belongs ? sortAlerts([alert, ...others]) : others,
    unread: Math.max(0, data.unread + unreadDelta),
  };
}

/** A list with one alert (an id) or every alert (null) read, and the count lowered to match. */
export function withRead(
  data: AlertsResponse,
  alertId: string | null,
  unreadDelta: number,
): AlertsResponse {
  return {
    ...data,
    alerts: data.alerts.map((a) =>
      alertId === null || a.id === alertId ? { ...a, read: true } : a,
    ),
    unread: alertId === null ? 0 : Math.max(0, data.unread + unreadDelta),
  };
}
