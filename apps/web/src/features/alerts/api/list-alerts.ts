import { alertsResponseSchema, type AlertsResponse } from '@ronda/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { alertKeys, type AlertListState } from './alert-keys';

/** Without the live stream the count still moves, only later. */
const POLL_MS = 60_000;

/** GET /api/alerts?state=…: open first, newest first, and the unread count of every state. */
export function listAlerts(state: AlertListState, signal?: AbortSignal): Promise<AlertsResponse> {
  return apiClient.request('/api/alerts', {
    schema: alertsResponseSchema,
    query: { state },
    signal,
  });
}

export interface UseAlertsOptions {
  enabled?: boolean;
  /** The live stream is up: it brings changes, so the list need not poll. */
  live: boolean;
}

export function useAlerts(state: AlertListState, { enabled = true, live }: UseAlertsOptions) {
  return useQuery({
    queryKey: alertKeys.list(state),
    queryFn: ({ signal }) => listAlerts(state, signal),
    enabled,
    refetchInterval: live ? false : POLL_MS,
  });
}
