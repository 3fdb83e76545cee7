import { companyResponseSchema, type Company } from '@ronda/shared';
import { apiClient } from '@/lib/api-client';

/** GET /api/companies/{companyId}; a 404 (or a malformed id, 400) means no such company. */
export async function getCompany(companyId: string, signal?: AbortSignal): Promise<Company> {
  const response = await apiClient.request(`/api/companies/${encodeURIComponent(companyId)}`, {
    schema: companyResponseSchema,
    anonymous: true,
    signal,
  });
  return response.company;
}
