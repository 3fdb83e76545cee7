import { customerLookupResponseSchema } from '@ronda/shared';
import { apiClient } from '@/lib/api-client';
import { ApiRequestError } from '@/lib/api-request-error';

export interface KnownCustomer {
  id: string;
  name: string;
  /** Masked but for its last digits. */
  phone: string | null;
}

/** GET /api/customers?email&companyId: a returning customer, or null (404 means not found). */
export async function findCustomer(
  email: string,
  companyId: string,
  signal?: AbortSignal,
): Promise<KnownCustomer | null> {
  try {
    const response = await apiClient.request('/api/customers', {
      query: { email, companyId },
      schema: customerLookupResponseSchema,
      anonymous: true,
      signal,
    });
    return response.customer;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}
