import { customersResponseSchema, taskListResponseSchema } from '@ronda/shared';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { isValidCoordinates, type LatLng } from '@/lib/coordinates';
import { accountKeys } from './account-keys';

const STALE_MS = 60_000;
const company = (id: string) => encodeURIComponent(id);
/** How many of a customer's newest tasks are searched for one with a point on the map. */
const TASKS_SEARCHED = 20;

/** GET /api/companies/{companyId}/customers: the company's customers, by name. */
export function useCustomerList(companyId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...accountKeys.all, 'customers', companyId] as const,
    queryFn: async ({ signal }) =>
      (
        await apiClient.request(`/api/companies/${company(companyId)}/customers`, {
          schema: customersResponseSchema,
          signal,
        })
      ).customers.toSorted((a, b) => a.name.localeCompare(b.name, 'en-IN')),
    staleTime: STALE_MS,
    enabled: enabled && companyId !== '',
  });
}

export interface CustomerPlace {
  address: string;
  point: LatLng;
}

/**
 * A customer's address on the map. Customers carry no address of their own: the place is the
 * location of their newest task that has a point (GET …/complaints?customerId, newest first);
 * null when none has one.
 */
export async function findCustomerPlace(
  companyId: string,
  customerId: string,
): Promise<CustomerPlace | null> {
  const response = await apiClient.request(`/api/companies/${company(companyId)}/complaints`, {
    query: { customerId, sort: 'newest', limit: TASKS_SEARCHED, page: 1 },
    schema: taskListResponseSchema,
  });
  for (const task of response.complaints) {
    const point = task.location?.coordinates;
    if (task.location && isValidCoordinates(point)) {
      return { address: task.location.address, point: { lat: point.lat, lng: point.lng } };
    }
  }
  return null;
}
