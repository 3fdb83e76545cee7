import { queryOptions, useQuery } from '@tanstack/react-query';
import { getLatestLocations } from '@/lib/get-latest-locations';
import { locationKeys } from './location-keys';

/** Without the live stream the last known location is asked for again this often. */
const POLL_MS = 60_000;

export const latestLocationsQuery = (companyId: string) =>
  queryOptions({
    queryKey: locationKeys.latest(companyId),
    queryFn: ({ signal }) => getLatestLocations(companyId, signal),
    enabled: companyId !== '',
  });

/** The chosen person's last known location (null when none), kept current while `live` is off. */
export function useLastKnownLocation(companyId: string, userId: string, live: boolean) {
  return useQuery({
    ...latestLocationsQuery(companyId),
    select: (locations) => locations.find((l) => l.employee.id === userId) ?? null,
    refetchInterval: live ? false : POLL_MS,
  });
}
