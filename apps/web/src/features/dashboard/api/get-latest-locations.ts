import { useQuery } from '@tanstack/react-query';
import { getLatestLocations } from '@/lib/get-latest-locations';

export const latestLocationsKey = (companyId: string) =>
  ['latest-locations', companyId, 'with-location'] as const;

/**
 * The team's latest locations. While the live stream runs it keeps this data current; when it
 * cannot, the list is fetched again every 30 s (the fallback).
 */
export function useLatestLocations(companyId: string, live: boolean) {
  return useQuery({
    queryKey: latestLocationsKey(companyId),
    queryFn: ({ signal }) => getLatestLocations(companyId, signal),
    refetchInterval: live ? false : 30_000,
    enabled: companyId !== '',
  });
}
