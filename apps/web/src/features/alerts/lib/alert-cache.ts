import type { Alert, AlertsResponse } from '@ronda/shared';
import type { QueryClient } from '@tanstack/react-query';
import { alertKeys, stateOfKey } from '../api/alert-keys';
import { withAlert, withRead } from './alert-list';

const cachedLists = (queryClient: QueryClient) =>
  queryClient.getQueriesData<AlertsResponse>({ queryKey: alertKeys.all });

/** The alert as some cached list last had it, if any list has it. */
function cachedAlert(queryClient: QueryClient, alertId: string): Alert | undefined {
  for (const [, data] of cachedLists(queryClient)) {
    const found = data?.alerts.find((a) => a.id === alertId);
    if (found) return found;
  }
  return undefined;
}

/**
 * Puts an alert from the live stream into every cached list and moves the count by what changed:
 * a new unread one adds one; a known one (it closed) changes the count only if its read mark did.
 * Answers whether the alert was new to the page.
 */
export function mergeLiveAlert(queryClient: QueryClient, alert: Alert): boolean {
  const before = cachedAlert(queryClient, alert.id);
  const delta = Number(!alert.read) - Number(before ? !before.read : false);
  for (const [key, data] of cachedLists(queryClient)) {
    const state = stateOfKey(key);
    if (data && state) queryClient.setQueryData(key, withAlert(data, alert, state, delta));
  }
  return before === undefined;
}

/** Marks one alert (an id) or all (null) read in every cached list, before the server answers. */
export function markCachedRead(queryClient: QueryClient, alertId: string | null): void {
  const before = alertId ? cachedAlert(queryClient, alertId) : undefined;
  // An alert no list holds (a closed one, with only the open list loaded) may still be unread;
  // the refetch after the call settles the count then.
  const delta = before && !before.read ? -1 : 0;
  for (const [key, data] of cachedLists(queryClient)) {
    if (data) queryClient.setQueryData(key, withRead(data, alertId, delta));
  }
}
