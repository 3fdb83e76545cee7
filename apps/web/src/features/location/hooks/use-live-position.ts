import {
  LIVE_EVENTS,
  liveActivityEventSchema,
  liveLocationEventSchema,
  liveSnapshotEventSchema,
  type LatestLocation,
} from '@ronda/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { openLiveStream } from '@/lib/live-stream';
import { locationKeys } from '../api/location-keys';
import { mergeLocation } from '@/lib/merge-location';
import { parseLiveEvent } from '@/lib/parse-live-event';
import { refetchDelay } from '../lib/refetch-throttle';

export interface LivePositionOptions {
  companyId: string;
  userId: string;
  date: string;
  /** Only today's page listens: a past day cannot change. */
  enabled: boolean;
}

/**
 * Today's live view: the company's live stream keeps the last known locations current (the
 * marker moves with each fix), a move of the chosen person refetches the day's trips, at most
 * once a minute (the last move in a quiet minute still gets its refetch), and their punches,
 * breaks and work logs reload as soon as they change. Answers whether the stream is up, so the
 * last known location polls only when it is not, and the page can say it is live.
 */
export function useLivePosition({ companyId, userId, date, enabled }: LivePositionOptions) {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (!enabled || !companyId || !userId) return undefined;
    const latestKey = locationKeys.latest(companyId);
    // The day was loaded just now: the first refetch waits its full minute.
    let lastRefetch: number | null = Date.now();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const refetchTripsSoon = () => {
      if (timer) return;
      timer = setTimeout(
        () => {
          timer = null;
          lastRefetch = Date.now();
          void queryClient.invalidateQueries({ queryKey: locationKeys.tracking(userId, date) });
        },
        refetchDelay(lastRefetch, Date.now()),
      );
    };
    const stop = openLiveStream(`/api/companies/${encodeURIComponent(companyId)}/live`, {
      onConnected: setConnected,
      onEvent: (event, data) => {
        if (event === LIVE_EVENTS.snapshot) {
          const snapshot = parseLiveEvent(liveSnapshotEventSchema, data);
          // excludeNoLocation=true: people without a location are not in this list.
          if (snapshot) {
            queryClient.setQueryData<LatestLocation[]>(
              latestKey,
              snapshot.locations.filter((l) => l.location !== null),
            );
          }
        } else if (event === LIVE_EVENTS.location) {
          const moved = parseLiveEvent(liveLocationEventSchema, data);
          if (!moved || moved.location === null) return;
          queryClient.setQueryData<LatestLocation[]>(latestKey, (old) =>
            mergeLocation(old ?? [], moved),
          );
          if (moved.employee.id === userId) refetchTripsSoon();
        } else if (event === LIVE_EVENTS.activity) {
          // A punch, break or work log of the person shown: their day reloads at once (issue 27).
          const changed = parseLiveEvent(liveActivityEventSchema, data);
          if (!changed || changed.employeeId !== userId) return;
          const key =
            changed.kind === 'attendance'
              ? locationKeys.attendance(userId, date)
              : locationKeys.workLogs(userId, date);
          void queryClient.invalidateQueries({ queryKey: key });
        }
      },
    });
    return () => {
      stop();
      if (timer) clearTimeout(timer);
    };
  }, [companyId, userId, date, enabled, queryClient]);
  return enabled && connected;
}
