import { alertSchema, LIVE_EVENTS, type Alert } from '@ronda/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLatest } from '@/lib/use-latest';
import { openLiveStream } from '@/lib/live-stream';
import { parseLiveEvent } from '@/lib/parse-live-event';
import { alertKeys } from '../api/alert-keys';
import { mergeLiveAlert } from '../lib/alert-cache';

/**
 * The company's live stream, open while the console is: each `alert` event goes into the cached
 * lists and the count at once. (The dashboard and the location page open their own stream for
 * positions; there is no shared one to join.) Answers whether the stream is up, so the count
 * polls only when it is not; `onNew` hears of each alert the page did not know.
 */
export function useAlertStream(companyId: string, onNew: (alert: Alert) => void): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  const latestOnNew = useLatest(onNew);
  useEffect(() => {
    if (!companyId) return undefined;
    const reload = () => void queryClient.invalidateQueries({ queryKey: alertKeys.all });
    return openLiveStream(`/api/companies/${encodeURIComponent(companyId)}/live`, {
      onConnected: (up) => {
        setConnected(up);
        // Alerts that opened while the stream was down (or before it first answered) sent no event.
        if (up) reload();
      },
      onEvent: (event, data) => {
        if (event !== LIVE_EVENTS.alert) return;
        const alert = parseLiveEvent(alertSchema, data);
        if (!alert) return;
        const isNew = mergeLiveAlert(queryClient, alert);
        // A list on its way from the server may predate this alert: ask once more.
        if (queryClient.isFetching({ queryKey: alertKeys.all }) > 0) reload();
        if (isNew && alert.closedAt === null) latestOnNew.current(alert);
      },
    });
  }, [companyId, queryClient, latestOnNew]);
  return connected;
}
