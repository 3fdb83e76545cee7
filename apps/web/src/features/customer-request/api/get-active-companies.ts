import { companiesResponseSchema, type Company } from '@ronda/shared';
import { apiClient } from '@/lib/api-client';

/** GET /api/companies?isActive=true: the companies a visitor can raise a request with. */
export async function getActiveCompanies(signal?: AbortSignal): Promise<Company[]> {
  const response = await apiClient.request('/api/companies', {
    query: { isActive: 'true' },
    schema: companiesResponseSchema,
    anonymous: true,
    signal,
  });
  return response.companies;
}
