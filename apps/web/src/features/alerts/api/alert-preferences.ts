import {
  ALERT_PREFERENCES_PATH,
  alertPreferencesResponseSchema,
  type AlertKind,
} from '@ronda/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const preferencesKey = ['alert-preferences'] as const;

/** GET /api/alerts/preferences: the rules pushed to the viewer (every one until they choose). */
export function useAlertPreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: ({ signal }) =>
      apiClient.request(ALERT_PREFERENCES_PATH, { schema: alertPreferencesResponseSchema, signal }),
  });
}

/**
 * PUT /api/alerts/preferences. The boxes show the choice at once; a refused save puts back what
 * the server holds.
 */
export function useSaveAlertPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kinds: AlertKind[]) =>
      apiClient.request(ALERT_PREFERENCES_PATH, {
        method: 'PUT',
        body: { kinds },
        schema: alertPreferencesResponseSchema,
      }),
    onMutate: async (kinds) => {
      await queryClient.cancelQueries({ queryKey: preferencesKey });
      queryClient.setQueryData(preferencesKey, { is_success: true as const, kinds });
    },
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
    onError: () => queryClient.invalidateQueries({ queryKey: preferencesKey }),
  });
}
