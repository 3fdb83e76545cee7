import { successResponseSchema } from '@ronda/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { markCachedRead } from '../lib/alert-cache';
import { alertKeys } from './alert-keys';

/** POST /api/alerts/{id}/read. */
export function readAlert(alertId: string): Promise<unknown> {
  return apiClient.request(`/api/alerts/${encodeURIComponent(alertId)}/read`, {
    method: 'POST',
    schema: successResponseSchema,
  });
}

/** POST /api/alerts/read: every alert the viewer may see. */
export function readAllAlerts(): Promise<unknown> {
  return apiClient.request('/api/alerts/read', { method: 'POST', schema: successResponseSchema });
}

/**
 * Marks one alert read (its id) or all of them (null). The count drops at once, as the person
 * expects on a click; the lists are then asked again, so a refused call puts the truth back.
 */
export function useReadAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alertId: string | null) => (alertId ? readAlert(alertId) : readAllAlerts()),
    onMutate: async (alertId) => {
      await queryClient.cancelQueries({ queryKey: alertKeys.all });
      markCachedRead(queryClient, alertId);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}
