import {
  LIVE_EVENTS,
  liveLocationEventSchema,
  liveSnapshotEventSchema,
  type LatestLocation,
} from '@ronda/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { openLiveStream } from '@/lib/live-stream';
import { latestLocationsKey } from '../api/get-latest-locations';
import { mergeLocation } from '@/lib/merge-location';
import { parseLiveEvent } from '@/lib/parse-live-event';

/**
 * Keeps the dashboard's latest locations current from the live stream: the snapshot replaces
 * them, each move replaces one person's. Answers whether the stream is up (else the list polls).
 */
export function useLiveLocations(companyId: string): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    if (!companyId) return undefined;
    const key = latestLocationsKey(companyId);
    return openLiveStream(`/api/companies/${encodeURIComponent(companyId)}/live`, {
      onConnected: setConnected,
      onEvent: (event, data) => {
        if (event === LIVE_EVENTS.snapshot) {
          const snapshot = parseLiveEvent(liveSnapshotEventSchema, data);
          // People without a location are not on this map (excludeNoLocation=true).
          if (snapshot) {
            queryClient.setQueryData<LatestLocation[]>(
              key,
              snapshot.locations.filter((l) => l.location !== null),
            );
          }
        } else if (event === LIVE_EVENTS.location) {
          const moved = parseLiveEvent(liveLocationEventSchema, data);
          if (moved) {
            queryClient.setQueryData<LatestLocation[]>(key, (old) =>
              mergeLocation(old ?? [], moved),
            );
          }
        }
      },
    });
  }, [companyId, queryClient]);
  return connected;
}
